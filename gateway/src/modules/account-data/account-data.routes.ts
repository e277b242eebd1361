import { Router } from 'express';
import type { Services } from '../../services.js';

/** REST facade: the export download and the erasure of the signed-in account. */
export function accountDataRoutes({ accountData }: Services): Router {
  const router = Router();
  router.get('/auth/me/export', async (_req, res) => {
    const data = await accountData.exportData(res.locals.userId);
    // a dated file name: several exports over time do not overwrite each other
    const day = data.exportedAt.slice(0, 10);
    res.set('Cache-Control', 'no-store').attachment(`cigogne-data-${day}.json`).json(data);
  });
  router.delete('/auth/me', async (req, res) => {
    await accountData.deleteAccount(res.locals.userId, req.body);
    res.json({ success: true });
  });
  return router;
}
