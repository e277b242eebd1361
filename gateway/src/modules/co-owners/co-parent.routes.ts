import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** REST facade of co-parents (docs/product.md#co-parents): thin adapters over CoParentService. */
export function coParentRoutes({ coOwners }: Services): Router {
  const router = restRouter();
  const { coParents } = coOwners;
  router.post('/co-parents', async (req, res) => {
    res.status(201).json(await coParents.invite(res.locals.userId, req.body));
  });
  router.get('/co-parents', async (_req, res) => {
    res.json(await coParents.list(res.locals.userId));
  });
  router.delete('/co-parents/:id', async (req, res) => {
    await coParents.remove(res.locals.userId, req.params.id);
    res.status(204).end();
  });
  return router;
}
