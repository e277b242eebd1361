import type { Variables } from './read-variables.js';

export interface MetricsConfig {
  /** METRICS_PORT: the port of the Prometheus exposition (GET /metrics); unset: no metrics server. */
  port?: number;
  /** METRICS_HOST: the address it listens on; loopback by default, so only the host's scraper reads it. */
  host: string;
}

/** METRICS_* (docs/operations.md#metrics). */
export function metricsConfig(variables: Variables): MetricsConfig {
  return { port: variables.METRICS_PORT, host: variables.METRICS_HOST };
}
