import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { WishlistItem } from './wishlist-item.entity.js';

/**
 * A guest's share of one item: `quantity` units of it, or a pledge of `amountCents` toward a group
 * gift (docs/product.md#quantities-and-group-gifts). What may still be taken is decided under the
 * item's row lock (ReservationService). Never a GraphQL type of its own: who reserved is shown
 * through the wishlist services only, to the owner.
 */
@Entity({ tableName: 'reservations' })
@Index({ properties: ['item', 'createdAt'] })
export class Reservation extends BaseEntity<
  'isAnonymous' | 'message' | 'quantity' | 'amountCents' | 'thankedAt' | 'language' | 'thankNote' | 'thankNoteAt'
> {
  @ManyToOne(() => WishlistItem, { deleteRule: 'cascade' })
  item: Rel<WishlistItem>;

  // units of the item; null for a pledge (a row written before quantities took one unit)
  @Property({ type: 'smallint', nullable: true, default: 1 })
  quantity?: number | null;

  // whole cents pledged toward a group gift; null for units
  @Property({ type: 'integer', nullable: true })
  amountCents?: number | null;

  // when the owner thanked this guest (docs/product.md#received-and-thanked)
  @Property({ type: 'datetime', nullable: true })
  thankedAt?: Date | null;

  // the guest's language (of the reserving request): their mails, and the thank-you note's prefill
  @Property({ length: 2, nullable: true })
  language?: string | null;

  // the thank-you note mailed to the guest from Cigogne, and when: set once, by a conditional
  // update, so a note is never sent twice (thank-notes.service.ts)
  @Property({ type: 'text', nullable: true })
  thankNote?: string | null;

  @Property({ type: 'datetime', nullable: true })
  thankNoteAt?: Date | null;

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
