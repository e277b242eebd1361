import type { FeatureModule } from '../module.js';
import { ContactRequest } from './contact-request.entity.js';
import { ContactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';

export const contactModule: FeatureModule<'contact', ContactService> = {
  name: 'contact',
  entities: [ContactRequest],
  createService: ({ em }) => new ContactService(em),
  resolvers: [[ContactResolver, (s) => new ContactResolver(s.contact)]],
  routes: contactRoutes,
};
