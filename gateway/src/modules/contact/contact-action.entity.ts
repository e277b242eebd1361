import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';
import { ContactRequest } from './contact-request.entity.js';

export enum ContactActionType {
  replied = 'replied',
  closed = 'closed',
}
registerEnumType(ContactActionType, { name: 'ContactActionType' });

/** What an operator did to a contact request, and when: the request's history in its detail view. */
@ObjectType()
@Entity({ tableName: 'contact_request_actions' })
@Index({ properties: ['request', 'createdAt'] })
export class ContactAction extends BaseEntity {
  @ManyToOne(() => ContactRequest, { deleteRule: 'cascade' })
  request: ContactRequest;

  /** Null once the operator's account is deleted; `actorName` keeps who it was. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  actor?: User;

  @Field({ description: 'The operator, as named when acting.' })
  @Property({ length: 101 })
  actorName: string;

  @Field(() => ContactActionType)
  @Enum({ items: () => ContactActionType })
  action: ContactActionType;

  @Field(() => String, { nullable: true, description: 'The reply sent, for a reply.' })
  @Property({ type: 'text', nullable: true })
  answer?: string | null;
}
