import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';

export enum ContactStatus {
  pending = 'pending',
  replied = 'replied',
  closed = 'closed',
}
registerEnumType(ContactStatus, { name: 'ContactStatus' });

@ObjectType()
@Entity({ tableName: 'contact_requests' })
@Index({ properties: ['user', 'createdAt'] })
export class ContactRequest extends BaseEntity<'status'> {
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User;

  @Field()
  @Property({ length: 101 })
  name: string;

  @Field()
  @Property({ length: 254 })
  email: string;

  @Field({ nullable: true })
  @Property({ length: 30, nullable: true })
  phone?: string;

  @Field({ nullable: true })
  @Property({ length: 200, nullable: true })
  subject?: string;

  @Field()
  @Property({ type: 'text' })
  message: string;

  @Field(() => ContactStatus)
  @Enum({ items: () => ContactStatus, default: ContactStatus.pending })
  status: ContactStatus = ContactStatus.pending;

  @Field(() => String, { nullable: true, description: 'The latest reply sent.' })
  @Property({ type: 'text', nullable: true })
  answer?: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  repliedAt?: Date;
}
