import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';
import { tokensMayRead } from '../../common/token-access.js';

/** REST facade: the export download and the erasure of the signed-in account. */
export function accountDataRoutes({ accountData }: Services): Router {
  const router = restRouter();
  router.get('/auth/me/export', tokensMayRead, async (_req, res) => {
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
