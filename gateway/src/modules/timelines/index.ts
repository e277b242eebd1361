/**
 * What other modules use of timelines besides its descriptor, services and entities: a timeline as
 * REST answers it (the one a birth creates), and the owner's event (photos hang under it).
 */
export { timelineView } from './timeline.view.js';
export { loadOwnedEvent } from './owned-event.js';
