import type { EntityManager } from '@mikro-orm/postgresql';
import { loadOwnedRow } from '../../common/ownership.js';
import { TimelineEvent } from './timeline-event.entity.js';

/** An event of the caller's own timeline, with its timeline, in one query: 401 signed out; 404 otherwise (another timeline's event too). */
export function loadOwnedEvent(em: EntityManager, userId: string | undefined, timelineId: string, eventId: string): Promise<TimelineEvent> {
  return loadOwnedRow(
    em,
    TimelineEvent,
    userId,
    [timelineId, eventId],
    (owned) => ({ id: eventId, timeline: { id: timelineId, ...owned } }),
    {
      populate: ['timeline'],
    },
  );
}
