import { Router } from 'express';
import type { Services } from '../../services.js';

/** GET /api/admin/remotes: each remote's URL, build and contract versions, whether its manifest answers and how fast. Admins only. */
export function remotesRoutes({ admin, remotes }: Services): Router {
  const router = Router();
  router.get('/admin/remotes', admin.guard.rest(), async (_req, res) => {
    res.json(await remotes.status());
  });
  return router;
}
