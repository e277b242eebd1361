import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** REST facade: POST /analyse {url} -> {title, price, image}. */
export function analyseRoutes({ analyse }: Services): Router {
  const router = restRouter();
  router.post('/analyse', async (req, res) => {
    res.json(await analyse.analyse(res.locals.userId, req.body));
  });
  return router;
}
