/**
 * The timeline-book module's face (a timeline's printable baby book): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { timelineBookModule } from './timeline-book.module.js';
export type { BookService } from './book.service.js';
