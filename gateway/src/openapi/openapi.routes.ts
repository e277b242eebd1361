import type { Router } from 'express';
import { restRouter } from '../common/rest-router.js';
import type { GatewayModule } from '../modules/module.js';
import { openApiDocument } from './document.js';

/** GET /api/openapi.json: the document, built once from the modules' descriptions and input classes. */
export function openApiRoutes(modules: readonly GatewayModule<string, unknown>[]): Router {
  const router = restRouter();
  let document: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= JSON.stringify(openApiDocument(modules.flatMap((m) => (m.api ? [m.api] : []))));
    res.type('application/json').set('Cache-Control', 'no-cache').send(document);
  });
  return router;
}
