import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';

/**
 * An address an account's events are POSTed to (docs/api.md#webhooks). Its signing secret is
 * stored encrypted (webhook-secret.ts), never in clear; erasing the account deletes it.
 */
@Entity({ tableName: 'webhook_endpoints' })
@Index({ properties: ['owner', 'createdAt'] })
export class WebhookEndpoint extends BaseEntity<'enabled'> {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: Rel<User>;

  @Property({ length: 2000 })
  url: string;

  /** The event types it subscribed to (webhook.events.ts). */
  @Property({ type: 'json' })
  events: string[];

  /** AES-256-GCM of the signing secret under the server's key (WEBHOOK_SECRET_KEY). */
  @Property({ type: 'text' })
  secretCiphertext: string;

  /** False once it failed for 3 days in a row; a successful test event turns it back on. */
  @Property({ default: true })
  enabled: boolean = true;

  /** The first failure since its last success: 3 days of it disables the endpoint. */
  @Property({ type: 'datetime', nullable: true })
  failingSince?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null;
}

/** Where one event's delivery to one endpoint is: pending (first attempt), retrying, succeeded or failed (gave up). */
export enum WebhookDeliveryStatus {
  pending = 'pending',
  retrying = 'retrying',
  succeeded = 'succeeded',
  failed = 'failed',
}

/**
 * One event for one endpoint (the outbox row: written on the transaction of the change) and its
 * delivery log. The body is kept until the delivery ends, then blanked: the log needs none of it.
 */
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['endpoint', 'createdAt'] })
// the retention purge deletes by age
@Index({ properties: ['createdAt'] })
export class WebhookDelivery extends BaseEntity<'status' | 'attempts'> {
  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint: Rel<WebhookEndpoint>;

  /** The event's id (`id` of the payload): the same on every attempt, so a receiver can drop a repeat. */
  @Property({ type: 'uuid' })
  eventId: string;

  @Property({ length: 40 })
  type: string;

  /** The JSON POSTed, byte for byte the signed one; blank once the delivery ended. */
  @Property({ type: 'text' })
  body: string;

  @Enum({ items: () => WebhookDeliveryStatus, default: WebhookDeliveryStatus.pending })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.pending;

  @Property({ default: 0 })
  attempts: number = 0;

  /** The HTTP status of the last answer (none when it timed out or was refused). */
  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null;

  /** Why the last attempt failed without an answer: timeout, refused (private address), unreachable. */
  @Property({ length: 40, nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;
}
