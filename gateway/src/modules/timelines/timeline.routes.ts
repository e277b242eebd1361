import type { Router } from 'express';
import { restRouter } from '../../common/rest-router.js';
import type { Services } from '../../services.js';
import type { TimelineEvent } from './timeline-event.entity.js';
import type { Timeline } from './timeline.entity.js';
import { timelineEventView, timelineSummaryView, timelineView } from './timeline.view.js';

/** REST facade of the timeline calls (docs/product.md#api): thin adapters over TimelineService. */
export function timelineRoutes({ timelines, photos }: Services): Router {
  const router = restRouter();
  const view = async (timeline: Timeline, userId: string | undefined) =>
    timelineView(timeline, userId, await Promise.all(timeline.events.getItems().map((e) => photos.viewsOf(e))));
  const eventView = async (event: TimelineEvent) => timelineEventView(event, await photos.viewsOf(event));
  router.get('/timelines', async (_req, res) => {
    const userId: string | undefined = res.locals.userId;
    const list = await timelines.listMine(userId);
    // a list shows counts, not events: one grouped count instead of every event of every timeline
    const counts = await Promise.all(list.map((t) => timelines.eventCount(t)));
    res.json(list.map((t, i) => timelineSummaryView(t, userId, counts[i])));
  });
  router.get('/timelines/:id', async (req, res) => {
    res.json(await view(await timelines.get(res.locals.userId, req.params.id), res.locals.userId));
  });
  router.post('/timelines', async (req, res) => {
    res.status(201).json(await view(await timelines.create(res.locals.userId, req.body), res.locals.userId));
  });
  router.put('/timelines/:id', async (req, res) => {
    res.json(await view(await timelines.update(res.locals.userId, req.params.id, req.body), res.locals.userId));
  });
  router.delete('/timelines/:id', async (req, res) => {
    await timelines.delete(res.locals.userId, req.params.id);
    res.status(204).end();
  });
  router.post('/timelines/:id/events', async (req, res) => {
    res.status(201).json(await eventView(await timelines.createEvent(res.locals.userId, req.params.id, req.body)));
  });
  router.put('/timelines/:id/events/:eventId', async (req, res) => {
    res.json(await eventView(await timelines.updateEvent(res.locals.userId, req.params.id, req.params.eventId, req.body)));
  });
  router.delete('/timelines/:id/events/:eventId', async (req, res) => {
    await timelines.deleteEvent(res.locals.userId, req.params.id, req.params.eventId);
    res.status(204).end();
  });
  return router;
}
