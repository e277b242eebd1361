import type { GatewayModule } from '../module.js';
import { AdminOnly } from './admin.guard.js';
import { AdminMailsResolver } from './admin-mails.resolver.js';
import { AdminResolver } from './admin.resolver.js';
import { adminRoutes } from './admin.routes.js';
import { AdminService } from './admin.service.js';
import { adminApi } from './admin.openapi.js';

/** The operators' area: lists of every module's data, replies to contact requests and the mails' delivery, admins only. */
export const adminModule: GatewayModule<'admin', AdminService> = {
  name: 'admin',
  entities: [],
  createService: ({ em, services, modules }) => new AdminService(em, services.mail, modules),
  resolvers: [
    [AdminResolver, (s) => new AdminResolver(s.admin, s.contact)],
    [AdminMailsResolver, (s) => new AdminMailsResolver(s.admin.mails)],
  ],
  middlewares: [[AdminOnly, (s) => new AdminOnly(s.admin.guard)]],
  routes: adminRoutes,
  tokens: 'session-only',
  api: adminApi,
};
