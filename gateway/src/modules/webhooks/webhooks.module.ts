import type { GatewayModule } from '../module.js';
import { webhooksExport } from './webhook.account-data.js';
import { DELIVER_WEBHOOK_TASK } from './webhook-outbox.js';
import { WebhookSender } from './webhook-sender.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import { WebhookDeliveryFieldsResolver, WebhookEndpointFieldsResolver } from './webhook-fields.resolver.js';
import { WebhookResolver } from './webhook.resolver.js';
import { webhookRoutes } from './webhook.routes.js';
import { WebhookService } from './webhook.service.js';
import { webhooksApi } from './webhooks.openapi.js';

/** Delivery rows are kept this long for the log (the body is blanked once a delivery ends). */
const DELIVERY_RETENTION_DAYS = 30;

/** The module's services: the endpoints (the owner's calls) and the queue's delivery attempts (other modules queue events through index.ts). */
export interface WebhookServices {
  endpoints: WebhookService;
  sender: WebhookSender;
}

export const webhooksModule: GatewayModule<'webhooks', WebhookServices> = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  createService: ({ em, config, log, services }) => ({
    endpoints: new WebhookService(em, config.webhooks, services.rateLimits),
    sender: new WebhookSender(em, config, log, services.mail),
  }),
  resolvers: [
    [WebhookResolver, (s) => new WebhookResolver(s.webhooks.endpoints)],
    [WebhookEndpointFieldsResolver, () => new WebhookEndpointFieldsResolver()],
    [WebhookDeliveryFieldsResolver, () => new WebhookDeliveryFieldsResolver()],
  ],
  routes: webhookRoutes,
  api: webhooksApi,
  tasks: ({ services }) => ({
    [DELIVER_WEBHOOK_TASK]: {
      run: (payload) => services.webhooks.sender.deliver((payload as { id: string }).id),
      // an attempt ends within WEBHOOK_TIMEOUT_MS (60 s at most)
      staleLockSeconds: 90,
    },
  }),
  retention: () => [{ table: 'webhook_deliveries', column: 'created_at', days: DELIVERY_RETENTION_DAYS }],
  exportPart: webhooksExport,
};
