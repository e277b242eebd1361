import type { ApiDescription } from '../../openapi/operation.js';
import { arrayOf, boolean, dateTime, integer, nullable, object, oneOf, ref, string, uuid } from '../../openapi/schema.js';
import { WebhookInput } from './dto/webhook.inputs.js';
import { WebhookDeliveryStatus } from './webhook.entity.js';

const endpoint = '/webhooks/{id}';

const delivery = object({
  id: uuid,
  eventId: uuid,
  type: string,
  status: oneOf(...Object.values(WebhookDeliveryStatus)),
  attempts: integer,
  lastStatusCode: nullable(integer),
  lastError: nullable(string),
  createdAt: dateTime,
  lastAttemptAt: nullable(dateTime),
  deliveredAt: nullable(dateTime),
});

/** The REST routes of webhook.routes.ts, for the OpenAPI document (docs/api.md#webhooks). */
export const webhooksApi: ApiDescription = {
  schemas: {
    WebhookDelivery: delivery,
    WebhookEndpoint: object({
      id: uuid,
      url: string,
      events: arrayOf(string),
      enabled: boolean,
      createdAt: dateTime,
      disabledAt: nullable(dateTime),
      lastDelivery: nullable(ref('WebhookDelivery')),
    }),
  },
  operations: [
    {
      method: 'post',
      path: '/webhooks',
      summary: 'Register an endpoint; its signing secret is in this answer only',
      access: 'user',
      body: WebhookInput,
      ok: [201, object({ id: uuid, secret: string })],
    },
    { method: 'get', path: '/webhooks', summary: "The caller's endpoints", access: 'user', ok: [200, arrayOf(ref('WebhookEndpoint'))] },
    { method: 'delete', path: endpoint, summary: 'Delete an endpoint and its delivery log', access: 'user', ok: [204] },
    {
      method: 'get',
      path: `${endpoint}/deliveries`,
      summary: "An endpoint's delivery log, newest first",
      access: 'user',
      ok: [200, arrayOf(ref('WebhookDelivery'))],
    },
    {
      method: 'post',
      path: `${endpoint}/test`,
      summary: 'Send a test event (`ping`) to an endpoint',
      access: 'user',
      ok: [202, ref('WebhookDelivery')],
      errors: [429],
    },
  ],
};
