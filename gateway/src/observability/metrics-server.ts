import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { collectDefaultMetrics } from 'prom-client';
import type { MetricsConfig } from '../config/metrics.js';
import { registry } from './metrics.js';
import { observeState, type StateSource } from './state-gauges.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

let runtimeCollected = false;

/**
 * GET /metrics in Prometheus's text format on METRICS_HOST:METRICS_PORT, apart from the app's
 * port (a public load balancer never routes to it). The Node.js runtime's metrics (event-loop
 * delay, heap, GC, CPU) are collected from the first start on: off, they cost nothing.
 */
export async function startMetricsServer(config: MetricsConfig, log: Logger, state: StateSource): Promise<MetricsServer | undefined> {
  if (config.port === undefined) return undefined;
  if (!runtimeCollected) {
    collectDefaultMetrics({ register: registry });
    runtimeCollected = true;
  }
  const forget = observeState(state);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        log.warn({ error: err instanceof Error ? err.message : String(err) }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ host: config.host, port }, 'metrics served at /metrics');
  return {
    port,
    async close() {
      forget();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
