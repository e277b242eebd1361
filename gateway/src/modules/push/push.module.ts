import type { GatewayModule } from '../module.js';
import { pushExport } from './push.account-data.js';
import { PUSH_TASK, type PushJob } from './push-outbox.js';
import { PushSender } from './push-sender.js';
import { PushSubscription } from './push-subscription.entity.js';
import { PushResolver } from './push.resolver.js';
import { pushRoutes } from './push.routes.js';
import { PushService } from './push.service.js';
import { pushApi } from './push.openapi.js';

/** The module's services: the account's devices, and the queue's pushes (other modules queue events through index.ts). */
export interface PushServices {
  subscriptions: PushService;
  sender: PushSender;
}

export const pushModule: GatewayModule<'push', PushServices> = {
  name: 'push',
  entities: [PushSubscription],
  createService: ({ em, config, log }) => ({
    subscriptions: new PushService(em, config.push),
    sender: new PushSender(em, config.push, log),
  }),
  resolvers: [[PushResolver, (s) => new PushResolver(s.push.subscriptions)]],
  routes: pushRoutes,
  // a device's subscription belongs to a signed-in browser, never to a personal access token
  tokens: 'session-only',
  api: pushApi,
  tasks: ({ services }) => ({
    [PUSH_TASK]: {
      run: (payload) => services.push.sender.send(payload as PushJob),
      // a push ends within its 10 s timeout
      staleLockSeconds: 60,
    },
  }),
  // erasing the account deletes its rows (foreign key, on delete cascade)
  exportPart: pushExport,
};
