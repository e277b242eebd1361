/** What other modules use of timelines besides its descriptor, services and entities: a timeline as REST answers it (the one a birth creates). */
export { timelineView } from './timeline.view.js';
