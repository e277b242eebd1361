import type { GatewayModule } from '../module.js';
import { AccountDataResolver } from './account-data.resolver.js';
import { accountDataRoutes } from './account-data.routes.js';
import { AccountDataService } from './account-data.service.js';
import { EraseService } from './erase.service.js';
import { ExportService } from './export.service.js';
import { guestEmailRetention } from './guest-retention.js';
import { accountDataApi } from './account-data.openapi.js';

/** A family's data (GDPR): export and erasure of an account, and how long guests' e-mails are kept. */
export const accountDataModule: GatewayModule<'accountData', AccountDataService> = {
  name: 'accountData',
  entities: [],
  // every module before it answers for its own tables (their descriptors' exportPart and erasurePart)
  createService: ({ em, config, services, modules }) =>
    new AccountDataService(new ExportService(em, modules, services), new EraseService(em, config, modules, services)),
  resolvers: [[AccountDataResolver, (s) => new AccountDataResolver(s.accountData)]],
  routes: accountDataRoutes,
  tokens: 'session-only',
  api: accountDataApi,
  retention: guestEmailRetention,
};
