import type { Rel } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';
import { TimelineEvent } from '../timelines/timeline-event.entity.js';
import { WishlistItem } from '../wishlists/wishlist-item.entity.js';

/**
 * A photo (docs/product.md#photos) of a timeline event or of a wishlist item, never both: its bytes
 * are in the photo storage under photoKey(id). Not a GraphQL type itself: its URLs depend on its
 * page's visibility (PhotoView).
 */
@Entity({ tableName: 'photos' })
@Index({ properties: ['event', 'createdAt'] })
@Check({ name: 'photos_one_owner_check', expression: '("event_id" is null) <> ("item_id" is null)' })
export class Photo extends BaseEntity {
  @ManyToOne(() => TimelineEvent, { deleteRule: 'cascade', nullable: true })
  event?: Rel<TimelineEvent> | null;

  // an item has at most one photo: the database refuses a second
  @ManyToOne(() => WishlistItem, { deleteRule: 'cascade', nullable: true, unique: true })
  item?: Rel<WishlistItem> | null;

  // whose quota it counts against; their account's erasure takes it along
  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  uploader: User;

  @Property()
  width: number;

  @Property()
  height: number;

  /** Bytes stored: the photo and its thumbnail (the quota adds these up). */
  @Property()
  bytes: number;
}
