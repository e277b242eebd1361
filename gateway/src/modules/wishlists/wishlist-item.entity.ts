import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ItemCategory } from './wishlist.enums.js';
import { Reservation } from './reservation.entity.js';
import { Wishlist } from './wishlist.entity.js';

/**
 * One gift of a wishlist (docs/product.md#items-and-categories). Its reservation lives in its own table, unique per
 * item: `reservedBy`, `reservedAt`, `isReserved`, `price` and `hasUrl` are field resolvers.
 */
@ObjectType()
@Entity({ tableName: 'wishlist_items' })
@Index({ properties: ['wishlist', 'createdAt'] })
export class WishlistItem extends BaseEntity<'url' | 'description' | 'priceCents' | 'image' | 'category' | 'updatedAt'> {
  @ManyToOne(() => Wishlist, { deleteRule: 'cascade' })
  wishlist: Rel<Wishlist>;

  @Field()
  @Property({ length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 2000, nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  // whole cents: exact sums and bands, no floating point in the database
  @Property({ type: 'integer', nullable: true })
  priceCents?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 2000, nullable: true })
  image?: string | null;

  @Field(() => ItemCategory, { nullable: true })
  @Enum({ items: () => ItemCategory, nullable: true })
  category?: ItemCategory | null;

  @OneToOne(() => Reservation, (reservation) => reservation.item, { nullable: true })
  reservation?: Rel<Reservation> | null;

  @Field()
  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
