import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Formula, Index, OneToMany, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { OwnedPage } from '../../common/owned-page.entity.js';
import { parentNamesSql } from '../../common/parent-names.js';
import { User } from '../auth/user.entity.js';
import { Prediction } from '../predictions/prediction.entity.js';
import { WishlistStatus } from './wishlist.enums.js';
import { WishlistItem } from './wishlist-item.entity.js';

/**
 * A gift wishlist (docs/product.md#wishlists). `isMine` and `items` are GraphQL field resolvers
 * (WishlistResolver): they depend on the caller.
 */
@ObjectType()
@Entity({ tableName: 'wishlists' })
@Index({ properties: ['owner', 'createdAt'] })
export class Wishlist extends OwnedPage(() => User)<'description' | 'date' | 'cover' | 'status' | 'prediction'> {
  /** The parents' first names guests read, as each allows it (common/parent-names.ts). */
  @Formula((cols) => parentNamesSql(`${cols}.owner_id`, `${cols}.id`), { lazy: false })
  parentNames?: string[];

  @Field()
  @Property({ length: 100 })
  title: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  date?: Date | null;

  @Field(() => String, { nullable: true, description: 'A cover file name such as baby_01.jpg.' })
  @Property({ length: 30, nullable: true })
  cover?: string | null;

  @Field(() => WishlistStatus)
  @Enum({ items: () => WishlistStatus, default: WishlistStatus.published })
  status: WishlistStatus = WishlistStatus.published;

  /**
   * The prediction this list was created from (the caller's own; one list per prediction). Never a
   * GraphQL field of the entity: its baby's first name is the owner's only (WishlistResolver).
   */
  @OneToOne(() => Prediction, (prediction) => prediction.wishlist, { owner: true, nullable: true, deleteRule: 'set null' })
  prediction?: Rel<Prediction> | null;

  @OneToMany(() => WishlistItem, (item) => item.wishlist, { orphanRemoval: true })
  items = new Collection<WishlistItem>(this);
}
