import { Router } from 'express';
import { isOwner } from '../../common/ownership.js';
import type { Services } from '../../services.js';
import { timelineEventView, timelineSummaryView, timelineView } from './timeline.view.js';

/** REST facade of the timeline calls (docs/product.md#api): thin adapters over TimelineService. */
export function timelineRoutes({ timelines }: Services): Router {
  const router = Router();
  router.get('/timelines', async (_req, res) => {
    const userId: string | undefined = res.locals.userId;
    const list = await timelines.listMine(userId);
    // a list shows counts, not events: one grouped count instead of every event of every timeline
    const counts = await Promise.all(list.map((t) => timelines.eventCount(t)));
    res.json(list.map((t, i) => timelineSummaryView(t, isOwner(t, userId), counts[i])));
  });
  router.get('/timelines/:id', async (req, res) => {
    const timeline = await timelines.get(res.locals.userId, req.params.id);
    res.json(timelineView(timeline, isOwner(timeline, res.locals.userId)));
  });
  router.post('/timelines', async (req, res) => {
    res.status(201).json(timelineView(await timelines.create(res.locals.userId, req.body), true));
  });
  router.put('/timelines/:id', async (req, res) => {
    res.json(timelineView(await timelines.update(res.locals.userId, req.params.id, req.body), true));
  });
  router.delete('/timelines/:id', async (req, res) => {
    await timelines.delete(res.locals.userId, req.params.id);
    res.status(204).end();
  });
  router.post('/timelines/:id/events', async (req, res) => {
    res.status(201).json(timelineEventView(await timelines.createEvent(res.locals.userId, req.params.id, req.body)));
  });
  router.put('/timelines/:id/events/:eventId', async (req, res) => {
    res.json(timelineEventView(await timelines.updateEvent(res.locals.userId, req.params.id, req.params.eventId, req.body)));
  });
  router.delete('/timelines/:id/events/:eventId', async (req, res) => {
    await timelines.deleteEvent(res.locals.userId, req.params.id, req.params.eventId);
    res.status(204).end();
  });
  return router;
}
