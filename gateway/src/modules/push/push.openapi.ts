import type { ApiDescription } from '../../openapi/operation.js';
import { boolean, dateTime, nullable, object, ref, string, uuid, arrayOf } from '../../openapi/schema.js';
import { PushKindsInput, PushSubscriptionInput } from './dto/push.inputs.js';

const subscription = '/push/subscriptions/{id}';

/** The REST routes of push.routes.ts, for the OpenAPI document (docs/api.md#push-notifications). */
export const pushApi: ApiDescription = {
  schemas: {
    PushSubscription: object({
      id: uuid,
      endpoint: string,
      device: nullable(string),
      createdAt: dateTime,
      kinds: object({ reservations: boolean, answers: boolean, coParents: boolean }),
    }),
  },
  operations: [
    {
      method: 'get',
      path: '/push/key',
      summary: 'The VAPID public key (applicationServerKey)',
      access: 'user',
      ok: [200, object({ publicKey: string })],
      errors: [403],
    },
    {
      method: 'post',
      path: '/push/subscriptions',
      summary: "Subscribe this browser (its PushSubscription's JSON); again for the same endpoint updates it",
      access: 'user',
      body: PushSubscriptionInput,
      ok: [201, object({ id: uuid })],
      errors: [403],
    },
    {
      method: 'get',
      path: '/push/subscriptions',
      summary: "The caller's devices, oldest first",
      access: 'user',
      ok: [200, arrayOf(ref('PushSubscription'))],
      errors: [403],
    },
    {
      method: 'patch',
      path: subscription,
      summary: 'Turn kinds of event on or off on one device',
      access: 'user',
      body: PushKindsInput,
      partial: true,
      ok: [200, ref('PushSubscription')],
      errors: [403],
    },
    { method: 'delete', path: subscription, summary: 'Remove a device', access: 'user', ok: [204], errors: [403] },
  ],
};
