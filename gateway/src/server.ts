import type { MikroORM } from '@mikro-orm/postgresql';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { answerClientErrors } from './http/client-error.js';
import type { Config } from './config.js';
import { migrate, openOrm } from './db/orm.js';
import { createPurge, type PurgeService } from './db/purge.service.js';
import type { Workers } from './queue/queue.js';
import { startGatewayWorkers } from './queue/workers.js';
import { startMetricsServer } from './observability/metrics-server.js';
import { stateOf } from './observability/state-source.js';
import { createServices, stopServices, type Services } from './services.js';

export interface RunningServer {
  url: string;
  port: number;
  orm: MikroORM;
  services: Services;
  purge: PurgeService;
  /** Resolves once the render threads rendered each page once (at once without server rendering or warm-up). */
  warmedUp: Promise<void>;
  /** This process's queue workers (absent with WORKERS=false). */
  workers?: Workers;
  /** Shutting down: /readyz answers 503 from now on and each answer closes its connection; everything else is still served. */
  drain(): void;
  /** The port of GET /metrics (absent without METRICS_PORT). */
  metricsPort?: number;
  /** Ends the live streams, stops accepting, lets requests under way finish, then stops Apollo, the workers, every module's service and the ORM. */
  close(): Promise<void>;
}

/** Opens the ORM on `databaseUrl`, migrates, and serves the app on config.port (0: any free port). */
export interface StartOptions {
  /** Runs after the migrations and before the port opens: /readyz never answers before it is done (the first-start seed). */
  beforeListen?(orm: MikroORM): Promise<void>;
  /** Render the server-rendered pages once at start (default true): tests that do not read them skip the CPU it costs. */
  warmUpRendering?: boolean;
}

/** How long a response under way when the server closes may take to finish before its connection is cut. */
const CLOSE_GRACE_MS = 5000;

export async function startServer(config: Config, databaseUrl: string, log: Logger, options: StartOptions = {}): Promise<RunningServer> {
  const orm = await openOrm(databaseUrl, log);
  const applied = await migrate(orm, log);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');
  const services = createServices(orm, config, log);
  // ADMIN_EMAILS only changes with a restart: apply it (additions and removals) before serving
  await services.auth.syncAdminList();
  const purge = createPurge(orm, log, config);
  let draining = false;
  const { app, stop, warmedUp, closeStreams, openStreams } = await createApp({
    orm,
    config,
    log,
    services,
    warmUp: options.warmUpRendering,
    draining: () => draining,
  });
  await options.beforeListen?.(orm);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  answerClientErrors(server);
  const port = (server.address() as AddressInfo).port;
  const workers = config.workers ? await startGatewayWorkers(orm, config, log, services, purge) : undefined;
  const metrics = await startMetricsServer(config.metrics, log, await stateOf(orm, openStreams));
  return {
    url: `http://localhost:${port}`,
    port,
    orm,
    services,
    purge,
    warmedUp,
    workers,
    drain() {
      draining = true;
    },
    metricsPort: metrics?.port,
    async close() {
      draining = true;
      closeStreams();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // close() leaves a connection that was busy open for the keep-alive timeout once its
        // response ends: end it then; one still answering after the grace is cut
        server.keepAliveTimeout = 1;
        server.keepAliveTimeoutBuffer = 0;
        const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        server.once('close', () => clearTimeout(cut));
      });
      await stop();
      // a job under way finishes first (its row is updated before the ORM closes)
      await workers?.stop();
      await stopServices(services);
      await metrics?.close();
      await orm.close();
    },
  };
}
