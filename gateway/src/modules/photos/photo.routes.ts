import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';

/** REST facade of the photo calls (docs/product.md#photos): thin adapters over PhotoService. */
export function photoRoutes({ photos }: Services): Router {
  const router = restRouter();
  router.post('/timelines/:id/events/:eventId/photos', async (req, res) => {
    res.status(201).json(await photos.upload(res.locals.userId, req.params.id, req.params.eventId, req));
  });
  router.delete('/timelines/:id/events/:eventId/photos/:photoId', async (req, res) => {
    await photos.remove(res.locals.userId, req.params.id, req.params.eventId, req.params.photoId);
    res.status(204).end();
  });
  router.get('/photos/usage', async (_req, res) => {
    res.json(await photos.usage(res.locals.userId));
  });
  router.get('/photos/:id/:variant', async (req, res) => {
    const file = await photos.serve(res.locals.userId, req.params.id, req.params.variant, req.query);
    res.set({ 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl, 'X-Content-Type-Options': 'nosniff' });
    res.send(file.data);
  });
  return router;
}
