import type { GatewayModule } from '../module.js';
import { contactsAdminList } from './contact.admin.js';
import { contactErasure, contactExport } from './contact.account-data.js';
import { ContactAction } from './contact-action.entity.js';
import { ContactRequest } from './contact-request.entity.js';
import { ContactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';
import { contactApi } from './contact.openapi.js';

export const contactModule: GatewayModule<'contact', ContactService> = {
  name: 'contact',
  entities: [ContactRequest, ContactAction],
  createService: ({ em, config, services }) => new ContactService(em, services.mail, config),
  resolvers: [[ContactResolver, (s) => new ContactResolver(s.contact)]],
  routes: contactRoutes,
  api: contactApi,
  exportPart: contactExport,
  erasurePart: contactErasure,
  adminLists: { contacts: contactsAdminList },
};
