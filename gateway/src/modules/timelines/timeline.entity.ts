import { Collection } from '@mikro-orm/core';
import { Entity, Index, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { OwnedPage } from '../../common/owned-page.entity.js';
import { User } from '../auth/user.entity.js';
import { TimelineEvent } from './timeline-event.entity.js';

/**
 * A child's timeline (docs/product.md#timelines). `isMine`, `eventCount` and `events` are GraphQL field
 * resolvers (TimelineResolver): they depend on the caller or are batched by the dataloader.
 */
@ObjectType()
@Entity({ tableName: 'timelines' })
// "my timelines, newest first" is the hot read
@Index({ properties: ['owner', 'createdAt'] })
export class Timeline extends OwnedPage(() => User) {
  @Field()
  @Property({ length: 100 })
  title: string;

  @Field()
  @Property({ length: 50 })
  firstName: string;

  @Field()
  @Property({ type: 'datetime' })
  birthDate: Date;

  @OneToMany(() => TimelineEvent, (event) => event.timeline, { orphanRemoval: true, orderBy: { date: 'asc', createdAt: 'asc' } })
  events = new Collection<TimelineEvent>(this);
}
