import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Photo } from '../photos/photo.entity.js';
import { Timeline } from './timeline.entity.js';

/** One event of a timeline (docs/product.md#timelines); dies with its timeline. */
@ObjectType()
@Entity({ tableName: 'timeline_events' })
// a timeline's events are always read by timeline, in date order
@Index({ properties: ['timeline', 'date'] })
export class TimelineEvent extends BaseEntity<'type' | 'description' | 'updatedAt'> {
  // Rel<>: the two entity modules import each other; no design:type read of Timeline at load
  @ManyToOne(() => Timeline, { deleteRule: 'cascade' })
  timeline: Rel<Timeline>;

  @Field()
  @Property({ length: 100 })
  title: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 30, nullable: true })
  type?: string | null;

  @Field()
  @Property({ type: 'datetime' })
  date: Date;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  // `photos` in GraphQL is PhotoResolver's (its URLs depend on the timeline's visibility)
  @OneToMany(() => Photo, (photo) => photo.event, { orderBy: { createdAt: 'asc', id: 'asc' } })
  photos = new Collection<Photo>(this);

  @Field()
  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
