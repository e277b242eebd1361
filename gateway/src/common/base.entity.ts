import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

/** uuid primary key and creation date, shared by every entity that exposes an id. */
@ObjectType()
export abstract class BaseEntity<Optional extends string = never> {
  /** Properties with defaults, optional in em.create(). */
  [OptionalProps]?: 'createdAt' | Optional;

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field()
  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
