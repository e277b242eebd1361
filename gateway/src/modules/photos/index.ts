/**
 * The photos module's face (photos of timeline events and list items): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { photosModule } from './photos.module.js';
export type { PhotoService } from './photo.service.js';
export { PhotoUrls, PhotoView } from './photo-urls.js';
export { Photo } from './photo.entity.js';
