import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Formula, Index, ManyToOne, OneToMany, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { coOwnerIdsSql } from '../../common/ownership.js';
import { parentNamesSql } from '../../common/parent-names.js';
import { ThemeColor, Visibility } from '../../common/enums.js';
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
export class Wishlist extends BaseEntity<
  'description' | 'date' | 'themeColor' | 'visibility' | 'cover' | 'status' | 'prediction' | 'updatedAt'
> {
  // never exposed: visitors of a public list must not learn who owns it
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  // read with the row, so the ownership rule (isOwner) knows its co-owners without another query
  @Formula((cols) => coOwnerIdsSql(`${cols}.id`), { lazy: false })
  coOwnerIds?: string[];

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

  @Field(() => Visibility)
  @Enum({ items: () => Visibility, default: Visibility.private })
  visibility: Visibility = Visibility.private;

  @Field(() => ThemeColor)
  @Enum({ items: () => ThemeColor, default: ThemeColor.blue })
  themeColor: ThemeColor = ThemeColor.blue;

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

  @Field()
  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
