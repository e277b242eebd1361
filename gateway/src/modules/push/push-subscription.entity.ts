import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';

/**
 * One browser's push subscription (docs/product.md#push-notifications): where the push service
 * takes its messages and the keys that encrypt them (RFC 8291). One row per endpoint, whoever holds
 * it; erasing the account deletes it, and so does a 404 or 410 from the push service.
 */
@Entity({ tableName: 'push_subscriptions' })
@Index({ properties: ['user', 'createdAt'] })
export class PushSubscription extends BaseEntity<'notifyReservations' | 'notifyAnswers' | 'notifyCoParents' | 'userAgent'> {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: Rel<User>;

  @Unique()
  @Property({ length: 2000 })
  endpoint: string;

  /** The browser's P-256 public key (base64url). */
  @Property({ length: 200 })
  p256dh: string;

  /** The browser's authentication secret (base64url). */
  @Property({ length: 100 })
  auth: string;

  /** The subscribing browser's User-Agent, cut to 300 characters: shown as the device's name. */
  @Property({ length: 300, nullable: true })
  userAgent?: string | null;

  @Property({ default: true })
  notifyReservations: boolean = true;

  @Property({ default: true })
  notifyAnswers: boolean = true;

  @Property({ default: true })
  notifyCoParents: boolean = true;
}
