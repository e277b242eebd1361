// the photos module's public face for the modules that show or export photos
export { PhotoView, EXPORT_URL_SECONDS } from './photo-urls.js';
