import { Field, ID, ObjectType } from 'type-graphql';

/** One open session as the account page lists it (SessionService.list). */
@ObjectType('Session')
export class SessionInfo {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true, description: 'Browser and system, read from the User-Agent.' }) device: string | null;
  @Field() createdAt: Date;
  @Field() lastSeenAt: Date;
  @Field({ description: 'The session of the token that asks.' }) current: boolean;
}
