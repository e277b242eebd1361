import { Router } from 'express';
import type { Services } from '../../services.js';

/** REST facade: POST /analyse {url} -> {title, price, image}. */
export function analyseRoutes({ analyse }: Services): Router {
  const router = Router();
  router.post('/analyse', async (req, res) => {
    res.json(await analyse.analyse(res.locals.userId, req.body));
  });
  return router;
}
