import { Field, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

/** What a sign-in answers over GraphQL (login, passkeyLogin, changePassword): a bearer token and its user. */
@ObjectType()
export class AuthPayload {
  @Field() token: string;
  @Field(() => User) user: User;
}
