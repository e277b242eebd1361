import type { GatewayModule } from '../module.js';
import { remotesRoutes } from './remotes.routes.js';
import { remotesApi } from './remotes.openapi.js';
import { RemotesService } from './remotes.service.js';

/** Where the shell loads each remote from, changed at run time (REMOTES_FILE), and the admins' view of it. */
export const remotesModule: GatewayModule<'remotes', RemotesService> = {
  name: 'remotes',
  entities: [],
  createService: ({ config, log }) => new RemotesService(config, log),
  routes: remotesRoutes,
  tokens: 'session-only',
  api: remotesApi,
  stop: (remotes) => remotes.stop(),
};
