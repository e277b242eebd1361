import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { WebhookDeliveryStatus } from './webhook.entity.js';
import type { WebhookEvent, WebhookEventData } from './webhook.events.js';

/** The queue task that makes one delivery attempt (webhook-delivery.ts). */
export const DELIVER_WEBHOOK_TASK = 'webhook_deliver';
/** graphile-worker's own ceiling, never reached first: the delivery gives up after 24 hours itself (backoff e^n s, capped near 6 h). */
export const WEBHOOK_QUEUE_MAX_ATTEMPTS = 30;

/** The JSON POSTed: `{id, type, createdAt, data}` (docs/api.md#webhooks). */
export function webhookBody(eventId: string, type: string, createdAt: Date, data: object): string {
  return JSON.stringify({ id: eventId, type, createdAt: createdAt.toISOString(), data });
}

/**
 * Queues an event for every enabled endpoint of `ownerId` subscribed to it, on the transaction of
 * `em` (the change's): a delivery row and its job per endpoint, in one statement, so an event exists
 * if and only if its change committed (the mail outbox's rule). One event id for all endpoints.
 */
export async function queueWebhookEvent<T extends WebhookEvent>(
  em: EntityManager,
  ownerId: string,
  type: T,
  data: WebhookEventData[T],
): Promise<void> {
  const eventId = randomUUID();
  const body = webhookBody(eventId, type, new Date(), data);
  await em.getConnection().execute(
    `with queued as (
       insert into webhook_deliveries (id, endpoint_id, event_id, type, body, status, attempts, created_at)
       select gen_random_uuid(), e.id, ?, ?, ?, ?, 0, now() from webhook_endpoints e
        where e.owner_id = ? and e.enabled and e.events @> to_jsonb(?::text)
       returning id)
     select graphile_worker.add_job(?, json_build_object('id', id), max_attempts => ?) from queued`,
    [eventId, type, body, WebhookDeliveryStatus.pending, ownerId, type, DELIVER_WEBHOOK_TASK, WEBHOOK_QUEUE_MAX_ATTEMPTS],
    'all',
    em.getTransactionContext(),
  );
}
