import { Router } from 'express';
import type { Logger } from 'pino';
import { notFound } from '../common/errors.js';
import { restCost } from '../modules/api-cost/rest-cost.middleware.js';
import { restTokenScopes } from '../modules/api-tokens/token-scopes.js';
import { modules } from '../modules/index.js';
import { docsRoutes } from '../openapi/docs.routes.js';
import { openApiRoutes } from '../openapi/openapi.routes.js';
import type { Services } from '../services.js';
import { errorHandler } from './error-handler.js';
import { requestBody } from './request-body.js';

/** The REST facade (/api): every module's routes, then 404, then the one error translation. */
export function apiRouter(services: Services, log: Logger): Router {
  const router = Router();
  // the document of /api and its reference page (docs/api.md)
  router.use(openApiRoutes(modules), docsRoutes());
  // a token's scope first (403 whatever it sends), then each route's body read as its description
  // declares (415 for what it does not read)
  router.use(restTokenScopes, requestBody(modules.flatMap((m) => (m.api ? [m.api] : []))), restCost(services.apiCost));
  for (const module of modules) if (module.routes) router.use(module.routes(services));
  router.use(() => {
    throw notFound();
  });
  router.use(errorHandler(log, 'rest'));
  return router;
}
