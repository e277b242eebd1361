import { intVar, type Env } from './env.js';

export interface MetricsConfig {
  /** METRICS_PORT: the port of the Prometheus exposition (GET /metrics); unset: no metrics server. */
  port?: number;
  /** METRICS_HOST: the address it listens on; loopback by default, so only the host's scraper reads it. */
  host: string;
}

/** METRICS_* (docs/operations.md#metrics). */
export function metricsConfig(env: Env): MetricsConfig {
  const set = env.METRICS_PORT?.trim();
  return {
    port: set ? intVar(env, 'METRICS_PORT', 9464, 0, 65535) : undefined,
    host: env.METRICS_HOST?.trim() || '127.0.0.1',
  };
}
