import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** REST facade of the personal access tokens (docs/api.md#tokens): thin adapters over ApiTokenService. */
export function apiTokenRoutes({ apiTokens }: Services): Router {
  const router = restRouter();
  router.post('/auth/tokens', async (req, res) => {
    // the secret is in this answer only: no cache may keep it
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json(await apiTokens.create(res.locals.userId, req.body));
  });
  router.get('/auth/tokens', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await apiTokens.list(res.locals.userId));
  });
  router.delete('/auth/tokens/:id', async (req, res) => {
    await apiTokens.revoke(res.locals.userId, req.params.id);
    res.json({ success: true });
  });
  return router;
}
