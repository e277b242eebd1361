import type { FeatureModule } from '../module.js';
import { AdminOnly } from './admin.guard.js';
import { AdminResolver } from './admin.resolver.js';
import { adminRoutes } from './admin.routes.js';
import { AdminService } from './admin.service.js';

/** The operators' area: lists of every module's data and replies to contact requests, admins only. */
export const adminModule: FeatureModule<'admin', AdminService> = {
  name: 'admin',
  entities: [],
  createService: ({ em }) => new AdminService(em),
  resolvers: [[AdminResolver, (s) => new AdminResolver(s.admin, s.contact)]],
  middlewares: [[AdminOnly, (s) => new AdminOnly(s.admin.guard)]],
  routes: adminRoutes,
};
