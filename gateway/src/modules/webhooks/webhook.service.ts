import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { invalidForm, notFound } from '../../common/errors.js';
import { assertId, limitReached, requireUserId } from '../../common/guards.js';
import { withLock } from '../../common/locks.js';
import { parseInput } from '../../common/validation.js';
import type { WebhookConfig } from '../../config/webhooks.js';
import { enqueue } from '../../queue/queue.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { WebhookInput } from './dto/webhook.inputs.js';
import { DELIVER_WEBHOOK_TASK, WEBHOOK_QUEUE_MAX_ATTEMPTS, webhookBody } from './webhook-outbox.js';
import { encryptSecret, newWebhookSecret } from './webhook-secret.js';
import { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from './webhook.entity.js';
import { PING } from './webhook.events.js';
import type { CreatedWebhook, WebhookDeliveryView, WebhookEndpointView } from './webhook.types.js';

/** A delivery log holds this many rows at most per answer (newest first). */
const LOG_SIZE = 100;
/** Test events one endpoint may be sent in an hour: each is an outgoing request, retried for a day. */
export const TEST_EVENTS_PER_HOUR = 10;

const deliveryView = (d: WebhookDelivery): WebhookDeliveryView => ({
  id: d.id,
  eventId: d.eventId,
  type: d.type,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode ?? null,
  lastError: d.lastError ?? null,
  createdAt: d.createdAt,
  lastAttemptAt: d.lastAttemptAt ?? null,
  deliveredAt: d.deliveredAt ?? null,
});

/**
 * An account's webhook endpoints (docs/api.md#webhooks): register (the secret shown once), list,
 * delete, the delivery log and the test event. Someone else's endpoint answers 404 like a missing one.
 */
export class WebhookService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: WebhookConfig,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Registers an endpoint; WEBHOOK_LIMIT_PER_ACCOUNT of them at most, counted under a lock per
   * account so parallel registrations cannot exceed it. https only (http with WEBHOOKS_ALLOW_PRIVATE,
   * for tests); the address it resolves to is checked at each delivery.
   */
  async create(userId: string | undefined, body: unknown): Promise<CreatedWebhook> {
    const ownerId = requireUserId(userId);
    const input = await parseInput(WebhookInput, body);
    const url = this.parseUrl(input.url);
    const secret = newWebhookSecret();
    const id = randomUUID();
    await withLock(this.em, 'webhooks.create', ownerId, async (em) => {
      if ((await em.count(WebhookEndpoint, { owner: ownerId })) >= this.config.perAccount) throw limitReached();
      await em.insert(WebhookEndpoint, {
        id,
        owner: ownerId,
        url,
        events: input.events,
        secretCiphertext: encryptSecret(this.config.secretKey, id, secret),
        enabled: true,
        createdAt: new Date(),
      });
    });
    return { id, secret };
  }

  private parseUrl(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw invalidForm([{ path: 'url', message: 'validation.url' }]);
    }
    const schemes = this.config.allowPrivate ? ['https:', 'http:'] : ['https:'];
    // credentials in the address would be stored and shown in clear
    if (!schemes.includes(url.protocol) || url.username || url.password) throw invalidForm([{ path: 'url', message: 'validation.url' }]);
    return url.toString();
  }

  /** The account's endpoints, oldest first, each with its last delivery. */
  async list(userId: string | undefined): Promise<WebhookEndpointView[]> {
    const ownerId = requireUserId(userId);
    const endpoints = await this.em.find(WebhookEndpoint, { owner: ownerId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const last = new Map<string, WebhookDelivery>();
    if (endpoints.length) {
      const rows: { id: string }[] = await this.em.getConnection().execute(
        `select distinct on (endpoint_id) id from webhook_deliveries where endpoint_id in (${endpoints.map(() => '?').join(',')})
          order by endpoint_id, created_at desc, id desc`,
        endpoints.map((e) => e.id),
      );
      const deliveries = await this.em.find(WebhookDelivery, { id: { $in: rows.map((r) => r.id) } });
      for (const d of deliveries) last.set(d.endpoint.id, d);
    }
    return endpoints.map((e) => {
      const d = last.get(e.id);
      return {
        id: e.id,
        url: e.url,
        events: e.events,
        enabled: e.enabled,
        createdAt: e.createdAt,
        disabledAt: e.disabledAt ?? null,
        lastDelivery: d ? deliveryView(d) : null,
      };
    });
  }

  async delete(userId: string | undefined, id: string): Promise<void> {
    const ownerId = requireUserId(userId);
    assertId(id);
    if (!(await this.em.nativeDelete(WebhookEndpoint, { id, owner: ownerId }))) throw notFound();
  }

  /** The endpoint's delivery log, newest first. */
  async deliveries(userId: string | undefined, id: string): Promise<WebhookDeliveryView[]> {
    await this.owned(userId, id);
    const rows = await this.em.find(WebhookDelivery, { endpoint: id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LOG_SIZE });
    return rows.map(deliveryView);
  }

  /** Queues a `ping` to the endpoint (enabled or not; TEST_EVENTS_PER_HOUR, then 429): `data` names the endpoint only. */
  async test(userId: string | undefined, id: string): Promise<WebhookDeliveryView> {
    await this.owned(userId, id);
    await this.limiter.hit({ key: `webhooks:test:${id}`, limit: TEST_EVENTS_PER_HOUR, windowSeconds: 3600 });
    const deliveryId = randomUUID();
    const eventId = randomUUID();
    const createdAt = new Date();
    await this.em.transactional(async (em) => {
      await em.insert(WebhookDelivery, {
        id: deliveryId,
        endpoint: id,
        eventId,
        type: PING,
        body: webhookBody(eventId, PING, createdAt, { webhookId: id }),
        status: WebhookDeliveryStatus.pending,
        attempts: 0,
        createdAt,
      });
      await enqueue(em, DELIVER_WEBHOOK_TASK, { id: deliveryId }, { maxAttempts: WEBHOOK_QUEUE_MAX_ATTEMPTS });
    });
    return deliveryView(await this.em.findOneOrFail(WebhookDelivery, deliveryId));
  }

  private async owned(userId: string | undefined, id: string): Promise<WebhookEndpoint> {
    const ownerId = requireUserId(userId);
    assertId(id);
    const endpoint = await this.em.findOne(WebhookEndpoint, { id, owner: ownerId });
    if (!endpoint) throw notFound();
    return endpoint;
  }
}
