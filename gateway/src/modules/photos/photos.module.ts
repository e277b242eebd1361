import type { GatewayModule } from '../module.js';
import { photosErasure } from './photo.account-data.js';
import { PhotoUrls } from './photo-urls.js';
import { Photo } from './photo.entity.js';
import { PhotoResolver, TimelinePhotosResolver } from './photo.resolver.js';
import { photoRoutes } from './photo.routes.js';
import { PhotoService } from './photo.service.js';
import { createPhotoStorage } from './storage/index.js';
import { StoredObject } from './storage/stored-object.entity.js';
import { photosApi } from './photos.openapi.js';

export const photosModule: GatewayModule<'photos', PhotoService> = {
  name: 'photos',
  entities: [Photo, StoredObject],
  createService: ({ em, config, services }) =>
    new PhotoService(em, config, services.rateLimits, createPhotoStorage(config, em), new PhotoUrls(config.jwtSecret, config.publicUrl)),
  resolvers: [
    [PhotoResolver, (s) => new PhotoResolver(s.photos)],
    [TimelinePhotosResolver, (s) => new TimelinePhotosResolver(s.photos)],
  ],
  routes: photoRoutes,
  api: photosApi,
  erasurePart: photosErasure,
};
