import type { GatewayModule } from '../module.js';
import { BookService } from './book.service.js';
import { timelineBookApi } from './timeline-book.openapi.js';
import { timelineBookRoutes } from './timeline-book.routes.js';

/** The baby book of a timeline (docs/product.md#the-baby-book): a PDF of its events and photos. */
export const timelineBookModule: GatewayModule<'timelineBook', BookService> = {
  name: 'timelineBook',
  entities: [],
  createService: ({ em, log, services }) => new BookService(em, services.photos, log),
  routes: timelineBookRoutes,
  api: timelineBookApi,
};
