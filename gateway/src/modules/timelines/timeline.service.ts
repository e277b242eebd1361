import type { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../common/date-validation.js';
import { ThemeColor } from '../../common/enums.js';
import { assertId, limitReached } from '../../common/guards.js';
import { requireUser } from '../auth/index.js';
import { withLock, withRowLock } from '../../common/locks.js';
import { deleteOwned, loadOwned, ownedBy, visibleOrNotFound, visibleTo } from '../../common/ownership.js';
import type { PhotoService } from '../photos/index.js';
import { parseInput } from '../../common/validation.js';
import { TimelineEventInput, TimelineInput } from './dto/timeline.inputs.js';
import { loadOwnedEvent } from './owned-event.js';
import { TimelineEvent } from './timeline-event.entity.js';
import { Timeline } from './timeline.entity.js';

/** Business limits (docs/product.md#limits): generous for a family, bounded for the database. */
export const MAX_TIMELINES_PER_USER = 50;
export const MAX_EVENTS_PER_TIMELINE = 1000;

/**
 * Timelines and their events: every rule (validation, ownership, visibility, limits) lives here,
 * once, for REST and GraphQL. Someone else's private timeline answers 404 exactly like a missing
 * one, so its existence never leaks.
 */
export class TimelineService {
  constructor(
    private readonly em: EntityManager,
    private readonly photos: PhotoService,
  ) {}

  /** The signed-in user's timelines, newest first. */
  async listMine(userId: string | undefined): Promise<Timeline[]> {
    const user = await requireUser(this.em, userId);
    return this.em.find(Timeline, ownedBy(user.id), { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** Public timelines for anyone (signed out too), private ones for their owner only; events loaded. */
  async get(userId: string | undefined, id: string): Promise<Timeline> {
    assertId(id);
    const timeline = await this.em.findOne(Timeline, { id }, { populate: ['events', 'events.photos'] });
    return visibleOrNotFound(timeline, (t) => visibleTo(t, userId));
  }

  /** Events by date; a batch of calls in one tick is one query (dataloader). */
  async eventsOf(timeline: Timeline): Promise<TimelineEvent[]> {
    if (!timeline.events.isInitialized()) await timeline.events.load();
    return timeline.events.getItems();
  }

  /** Number of events; a batch of calls in one tick is one grouped count (dataloader). */
  async eventCount(timeline: Timeline): Promise<number> {
    return timeline.events.isInitialized() ? timeline.events.length : timeline.events.loadCount();
  }

  async create(userId: string | undefined, body: unknown): Promise<Timeline> {
    const user = await requireUser(this.em, userId);
    const input = await parseInput(TimelineInput, body);
    // serialises one user's concurrent creations across processes, so the limit cannot be raced
    return withLock(this.em, 'timelines.create', user.id, async (em) => {
      if ((await em.count(Timeline, { owner: user })) >= MAX_TIMELINES_PER_USER) throw limitReached();
      return em.create(Timeline, { owner: user, ...this.fields(input) });
    });
  }

  /** PUT: every field is replaced (an absent themeColor is blue again). */
  async update(userId: string | undefined, id: string, body: unknown): Promise<Timeline> {
    const timeline = await loadOwned(this.em, Timeline, userId, id, { populate: ['events'] });
    const input = await parseInput(TimelineInput, body);
    this.em.assign(timeline, this.fields(input));
    await this.em.flush();
    return timeline;
  }

  async delete(userId: string | undefined, id: string): Promise<void> {
    const photoIds = await this.photos.idsWhere({ event: { timeline: { id, ...ownedBy(userId, id) } } });
    // events and photo rows go with it (foreign keys on delete cascade): one statement, nothing loaded
    await deleteOwned(this.em, Timeline, userId, id);
    await this.photos.forgetFiles(photoIds);
  }

  async createEvent(userId: string | undefined, timelineId: string, body: unknown): Promise<TimelineEvent> {
    // the row lock serialises concurrent additions to one timeline, so the limit cannot be raced
    return withRowLock(this.em, Timeline, { id: timelineId, ...ownedBy(userId, timelineId) }, async (timeline, em) => {
      const input = await parseInput(TimelineEventInput, body);
      if ((await em.count(TimelineEvent, { timeline })) >= MAX_EVENTS_PER_TIMELINE) throw limitReached();
      timeline.updatedAt = new Date();
      return em.create(TimelineEvent, { timeline, ...this.eventFields(input) });
    });
  }

  /** PUT: every field is replaced. An event of another timeline (even one of mine) is 404. */
  async updateEvent(userId: string | undefined, timelineId: string, eventId: string, body: unknown): Promise<TimelineEvent> {
    const event = await this.ownedEvent(userId, timelineId, eventId);
    const input = await parseInput(TimelineEventInput, body);
    this.em.assign(event, this.eventFields(input));
    event.timeline.updatedAt = new Date();
    await this.em.flush();
    return event;
  }

  async deleteEvent(userId: string | undefined, timelineId: string, eventId: string): Promise<void> {
    const event = await this.ownedEvent(userId, timelineId, eventId);
    event.timeline.updatedAt = new Date();
    const photoIds = await this.photos.idsWhere({ event });
    this.em.remove(event);
    await this.em.flush();
    await this.photos.forgetFiles(photoIds);
  }

  private ownedEvent(userId: string | undefined, timelineId: string, eventId: string): Promise<TimelineEvent> {
    return loadOwnedEvent(this.em, userId, timelineId, eventId);
  }

  private fields(input: TimelineInput) {
    return {
      title: input.title,
      firstName: input.firstName,
      // validated by PastDateTime, so toDate cannot be undefined here
      birthDate: toDate(input.birthDate)!,
      themeColor: input.themeColor ?? ThemeColor.blue,
      visibility: input.visibility,
    };
  }

  private eventFields(input: TimelineEventInput) {
    return {
      title: input.title,
      date: toDate(input.date)!,
      description: input.description || null,
      type: input.type || null,
    };
  }
}
