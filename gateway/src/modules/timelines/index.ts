/**
 * The timelines module's face (baby timelines): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { timelinesModule } from './timelines.module.js';
export type { TimelineService } from './timeline.service.js';
export { timelineView } from './timeline.view.js';
export { loadOwnedEvent } from './owned-event.js';
export { TimelineEvent } from './timeline-event.entity.js';
export { Timeline } from './timeline.entity.js';
