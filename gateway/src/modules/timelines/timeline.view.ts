import { isOwner, sharedWith } from '../../common/ownership.js';
import type { PhotoView } from '../photos/index.js';
import type { TimelineEvent } from './timeline-event.entity.js';
import type { Timeline } from './timeline.entity.js';

/** An event as REST answers it (docs/product.md#timelines). */
export function timelineEventView(event: TimelineEvent, photos: PhotoView[]) {
  return {
    id: event.id,
    title: event.title,
    type: event.type ?? null,
    date: event.date,
    description: event.description ?? null,
    photos,
  };
}

/**
 * A timeline in a list (GET /timelines): its fields and event count, never its events nor its owner.
 * `isMine` and `sharedWithMe` are decided by the ownership rule (common/ownership.ts) for the caller.
 */
export function timelineSummaryView(timeline: Timeline, userId: string | undefined, eventCount: number) {
  return {
    id: timeline.id,
    title: timeline.title,
    firstName: timeline.firstName,
    birthDate: timeline.birthDate,
    themeColor: timeline.themeColor,
    visibility: timeline.visibility,
    isMine: isOwner(timeline, userId),
    sharedWithMe: sharedWith(timeline, userId),
    eventCount,
    createdAt: timeline.createdAt,
    updatedAt: timeline.updatedAt,
  };
}

/**
 * One timeline as REST answers it (docs/product.md#timelines), its events loaded and sorted by date with
 * their photos (`photos[i]` the i-th event's); never the owner.
 */
export function timelineView(timeline: Timeline, userId: string | undefined, photos: PhotoView[][]) {
  const events = timeline.events.getItems();
  return { ...timelineSummaryView(timeline, userId, events.length), events: events.map((e, i) => timelineEventView(e, photos[i])) };
}
