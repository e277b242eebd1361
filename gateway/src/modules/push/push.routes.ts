import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** REST facade of the push calls (docs/api.md#push-notifications): thin adapters over PushService. */
export function pushRoutes({ push }: Services): Router {
  const router = restRouter();
  router.get('/push/key', (_req, res) => {
    res.json(push.subscriptions.publicKey(res.locals.userId));
  });
  router.post('/push/subscriptions', async (req, res) => {
    res.status(201).json(await push.subscriptions.subscribe(res.locals.userId, req.body, req.get('user-agent')));
  });
  router.get('/push/subscriptions', async (_req, res) => {
    res.json(await push.subscriptions.list(res.locals.userId));
  });
  router.patch('/push/subscriptions/:id', async (req, res) => {
    res.json(await push.subscriptions.update(res.locals.userId, req.params.id, req.body));
  });
  router.delete('/push/subscriptions/:id', async (req, res) => {
    await push.subscriptions.delete(res.locals.userId, req.params.id);
    res.status(204).end();
  });
  return router;
}
