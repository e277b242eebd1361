import type { Router } from 'express';
import type { Logger } from 'pino';
import { notFound } from '../common/errors.js';
import { restRouter } from '../common/rest-router.js';
import { restCost } from '../modules/api-cost/rest-cost.middleware.js';
import { scopeRoutes } from '../modules/api-tokens/route-scopes.js';
import { modules } from '../modules/index.js';
import { docsRoutes } from '../openapi/docs.routes.js';
import { openApiRoutes } from '../openapi/openapi.routes.js';
import type { Services } from '../services.js';
import { errorHandler } from './error-handler.js';
import { requestBody } from './request-body.js';

/** The REST facade (/api): every module's routes, then 404, then the one error translation. */
export function apiRouter(services: Services, log: Logger): Router {
  const router = restRouter();
  // the app mounts /api case-insensitively: the prefix is exact too (docs/api.md#routing)
  router.use((req, _res, next) => {
    if (req.baseUrl !== '/api') throw notFound();
    next();
  });
  // the document of /api and its reference page (docs/api.md)
  router.use(openApiRoutes(modules), docsRoutes());
  router.use(restCost(services.apiCost));
  // on the route that matched: what a token may do, as its module declares (docs/api.md#tokens), then
  // the body read as the route's description declares (415 for what it does not read, 413 past the limit)
  const body = requestBody(modules.flatMap((m) => (m.api ? [m.api] : [])));
  for (const module of modules) if (module.routes) router.use(scopeRoutes(module.routes(services), module.tokens ?? 'scoped', body));
  router.use(() => {
    throw notFound();
  });
  router.use(errorHandler(log, 'rest'));
  return router;
}
