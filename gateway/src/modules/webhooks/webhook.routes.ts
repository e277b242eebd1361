import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** REST facade of the webhook calls (docs/api.md#webhooks): thin adapters over WebhookService. */
export function webhookRoutes({ webhooks }: Services): Router {
  const router = restRouter();
  router.post('/webhooks', async (req, res) => {
    // the secret is in this answer only: no cache may keep it
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json(await webhooks.endpoints.create(res.locals.userId, req.body));
  });
  router.get('/webhooks', async (_req, res) => {
    res.json(await webhooks.endpoints.list(res.locals.userId));
  });
  router.delete('/webhooks/:id', async (req, res) => {
    await webhooks.endpoints.delete(res.locals.userId, req.params.id);
    res.status(204).end();
  });
  router.get('/webhooks/:id/deliveries', async (req, res) => {
    res.json(await webhooks.endpoints.deliveries(res.locals.userId, req.params.id));
  });
  router.post('/webhooks/:id/test', async (req, res) => {
    res.status(202).json(await webhooks.endpoints.test(res.locals.userId, req.params.id));
  });
  return router;
}
