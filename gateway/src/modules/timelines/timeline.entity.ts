import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Formula, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { coOwnerIdsSql } from '../../common/ownership.js';
import { ThemeColor, Visibility } from '../../common/enums.js';
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
export class Timeline extends BaseEntity<'themeColor' | 'visibility' | 'updatedAt'> {
  // never exposed: visitors of a public timeline must not learn who owns it
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  // read with the row, so the ownership rule (isOwner) knows its co-owners without another query
  @Formula((cols) => coOwnerIdsSql(`${cols}.id`), { lazy: false })
  coOwnerIds?: string[];

  @Field()
  @Property({ length: 100 })
  title: string;

  @Field()
  @Property({ length: 50 })
  firstName: string;

  @Field()
  @Property({ type: 'datetime' })
  birthDate: Date;

  @Field(() => ThemeColor)
  @Enum({ items: () => ThemeColor, default: ThemeColor.blue })
  themeColor: ThemeColor = ThemeColor.blue;

  @Field(() => Visibility)
  @Enum({ items: () => Visibility, default: Visibility.private })
  visibility: Visibility = Visibility.private;

  @OneToMany(() => TimelineEvent, (event) => event.timeline, { orphanRemoval: true, orderBy: { date: 'asc', createdAt: 'asc' } })
  events = new Collection<TimelineEvent>(this);

  @Field()
  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
