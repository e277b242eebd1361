import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';
import { TimelineEvent } from '../timelines/timeline-event.entity.js';

/**
 * A photo of a timeline event (docs/product.md#photos): its bytes are in the photo storage under
 * photoKeys(id). Not a GraphQL type itself: its URLs depend on the timeline's visibility (PhotoView).
 */
@Entity({ tableName: 'photos' })
@Index({ properties: ['event', 'createdAt'] })
export class Photo extends BaseEntity {
  @ManyToOne(() => TimelineEvent, { deleteRule: 'cascade' })
  event: Rel<TimelineEvent>;

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
