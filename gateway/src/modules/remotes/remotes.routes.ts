import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** GET /api/admin/remotes: each remote's URL, build and contract versions, whether its manifest answers and how fast. Admins only. */
export function remotesRoutes({ admin, remotes }: Services): Router {
  const router = restRouter();
  router.get('/admin/remotes', admin.guard.rest(), async (_req, res) => {
    res.json(await remotes.status());
  });
  return router;
}
