import type { Rel } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { WishlistItem } from './wishlist-item.entity.js';

/**
 * The reservation of one item. The unique item_id is what makes "one reservation per item" hold
 * under concurrency. Never a GraphQL type: who reserved is shown through the wishlist services only.
 */
@Entity({ tableName: 'reservations' })
export class Reservation extends BaseEntity<'isAnonymous' | 'message'> {
  @OneToOne(() => WishlistItem, (item) => item.reservation, { owner: true, deleteRule: 'cascade', unique: true })
  item: Rel<WishlistItem>;

  @Property({ length: 50 })
  name: string;

  // the guest's address: read only to send the guest's own mail, never answered; the purge blanks
  // it RESERVATION_EMAIL_RETENTION_DAYS after the reservation (modules/account-data)
  @Property({ length: 254, hidden: true, nullable: true })
  email?: string | null;

  @Property({ default: false })
  isAnonymous: boolean = false;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  // sha256 of the cancel token: the token itself is only in the guest's mail
  @Property({ length: 64, unique: true, hidden: true })
  cancelTokenHash: string;
}
