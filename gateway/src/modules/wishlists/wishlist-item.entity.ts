import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Formula, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { ItemCategory } from './wishlist.enums.js';
import { itemPhotoSql, type ItemPhotoData } from './item-photo.sql.js';
import { Reservation } from './reservation.entity.js';
import { Wishlist } from './wishlist.entity.js';

/**
 * One gift of a wishlist (docs/product.md#items-and-categories): `quantity` units, or one group gift funded by
 * pledges (docs/product.md#quantities-and-group-gifts). Its reservations live in their own table; what they add up
 * to (`reservedQuantity`, `fundedAmount`, `isReserved`, `reservedAt`) and who made them (`reservedBy`,
 * `reservations`, the owner's only) are field resolvers, as are `price`, `hasUrl`, `receivedAt` and `photo`.
 */
@ObjectType()
@Entity({ tableName: 'wishlist_items' })
@Index({ properties: ['wishlist', 'createdAt'] })
export class WishlistItem extends BaseEntity<
  'url' | 'description' | 'priceCents' | 'image' | 'category' | 'quantity' | 'groupGift' | 'mostWanted' | 'boughtElsewhere' | 'updatedAt'
> {
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

  @Field(() => Int, { description: 'How many of it the family wishes for: 1 to 99.' })
  @Property({ type: 'smallint', default: 1 })
  quantity: number = 1;

  @Field({ description: 'Given by several guests together: each pledges an amount toward its price.' })
  @Property({ default: false })
  groupGift: boolean = false;

  @Field({ description: 'Shown first in its category, with a mark.' })
  @Property({ default: false })
  mostWanted: boolean = false;

  @Field({ description: 'The owner bought it: unavailable to guests, without a name.' })
  @Property({ default: false })
  boughtElsewhere: boolean = false;

  // the owner's bookkeeping after the birth: answered to the owner only (ItemResolver)
  @Property({ type: 'datetime', nullable: true })
  receivedAt?: Date | null;

  // the photo the owner uploaded (photos module), read with the item: its URLs depend on the list's visibility
  @Formula((cols) => itemPhotoSql(`${cols}.id`), { lazy: false })
  photo?: ItemPhotoData | null;

  @OneToMany(() => Reservation, (reservation) => reservation.item)
  reservations = new Collection<Reservation>(this);

  @Field()
  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
