// the photos module's public face for the modules that show, export or erase photos
export { PhotoUrls, PhotoView } from './photo-urls.js';
