import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { RETRY_AFTER_SECONDS } from './common/errors.js';
import { REPO_ROOT, type Config } from './config.js';
import { inRequestContext, requestContext } from './db/request-context.js';
import { createGraphQLMiddleware } from './graphql/apollo.js';
import { graphqlHandler } from './http/in-place-of-libraries/graphql-handler.js';
import { explorerRouter } from './graphql/explorer.js';
import { buildGatewaySchema } from './graphql/schema.js';
import { apiRouter } from './http/api.router.js';
import { COMPRESS_THRESHOLD_BYTES } from './http/compressed-answer.js';
import { contentSecurity } from './http/content-security.js';
import { errorHandler } from './http/error-handler.js';
import { errorLogMiddleware } from './http/error-log.middleware.js';
import { identify } from './http/identify.middleware.js';
import { liveStream } from './http/live/live-stream.js';
import { requestLog } from './http/in-place-of-libraries/request-log.middleware.js';
import { PageRenderer } from './http/ssr/page-renderer.js';
import { RemoteBuilds } from './http/ssr/remote-builds.js';
import { localRemotes, staticRouter } from './http/static.router.js';
import { httpMetrics } from './observability/http-metrics.js';
import type { Services } from './services.js';

const READY_TIMEOUT_MS = 2000;

export interface App {
  app: Express;
  /** Resolves once the render threads rendered each page once (at once without server rendering or warm-up). */
  warmedUp: Promise<void>;
  /** Ends the live streams (they never end by themselves): first thing at shutdown. */
  closeStreams(): void;
  /** Live streams open now (the metrics' gauge). */
  openStreams(): number;
  stop(): Promise<void>;
}

/** The HTTP surface: /healthz, /readyz, /api (REST facade), /graphql, and the built web app. */
export async function createApp(deps: {
  orm: MikroORM;
  config: Config;
  log: Logger;
  services: Services;
  /** Render each server-rendered page once at start (default true); see render-worker.ts warmUp. */
  warmUp?: boolean;
  /** True once the process is shutting down (common/drain-on-signals.ts): /readyz fails, connections are not kept. */
  draining?: () => boolean;
}): Promise<App> {
  const { orm, config, log, services } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // first: the duration covers every step; only with METRICS_PORT (off, not even a listener per request)
  if (config.metrics.port !== undefined) app.use(httpMetrics());
  const headers = contentSecurity(config, () => services.remotes.registry.origins());
  // probes poll every few seconds: their lines would drown the real traffic
  app.use(
    headers,
    requestLog(log, (path) => path === '/healthz' || path === '/readyz'),
    // shutting down: each answer closes its connection, so none is idle in a proxy's pool when the port closes
    (_req, res, next) => {
      if (deps.draining?.()) res.set('Connection', 'close');
      next();
    },
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (deps.draining?.()) {
      res.set('Retry-After', String(RETRY_AFTER_SECONDS)).status(503).json({ status: 'shutting down' });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      // a database that does not answer (rather than refuses) must fail the probe too, in time
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
      });
      await Promise.race([orm.em.getConnection().execute('select 1'), timeout]);
      res.json({ status: 'ok' });
    } catch {
      res.set('Retry-After', String(RETRY_AFTER_SECONDS)).status(503).json({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  // Only the API needs these; the web app's files and the covers are served without them: one unit
  // of work per request (entities never leak between requests), the token's user, then the error log.
  const apiRequest = [requestContext(orm.em), identify(services.auth.sessions, services.apiTokens), errorLogMiddleware(services.errorLog)];
  // REST answers over 1 KiB are compressed on the fly (GraphQL's handler compresses its own; static
  // files come pre-compressed from the build)
  // the error handler after the router too: a failure of the steps (the session check when the
  // database is down) is answered in the API's shape, not by Express's HTML page
  app.use('/api', compression({ threshold: COMPRESS_THRESHOLD_BYTES }), ...apiRequest, apiRouter(services, log), errorHandler(log, 'rest'));

  const schema = await buildGatewaySchema(services);
  const graphql = await createGraphQLMiddleware(schema, log, config.production, services.apiCost, graphqlHandler);
  // subscriptions as server-sent events (docs/architecture.md#live-updates), before /graphql's own mount
  const live = liveStream({ schema, live: services.live, limits: config.liveStreams, production: config.production });
  app.use('/graphql/stream', live.admit, ...apiRequest, ...live.handler, errorHandler(log, 'graphql'));
  app.use('/graphql', explorerRouter(REPO_ROOT), ...apiRequest, ...graphql.handler, errorHandler(log, 'graphql'));

  const renderer = PageRenderer.create(
    REPO_ROOT,
    localRemotes(REPO_ROOT),
    (request, ip) => inRequestContext(orm.em, () => graphql.executeAnonymous(request, ip)),
    log,
    // the page's data version (common/page-versions.ts): one primary-key read, outside any request's unit of work
    (sql, params) => orm.em.getConnection().execute(sql, params),
    config.ssrBudgetMs,
    // warmed up in the background: the first visitor's page is rendered by warm code
    {
      rendersPerClient: config.ssrRendersPerClient,
      concurrency: config.ssrConcurrency,
      warmUp: deps.warmUp !== false,
      remoteBuilds: new RemoteBuilds(REPO_ROOT, services.remotes.sources(), log),
    },
  );
  app.use(staticRouter(config, REPO_ROOT, renderer, services.remotes.registry));

  return {
    app,
    warmedUp: renderer?.warmedUp ?? Promise.resolve(),
    closeStreams: () => live.limits.closeAll(),
    openStreams: () => live.limits.size,
    async stop() {
      await renderer?.stop();
      await graphql.stop();
    },
  };
}
