import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The kinds of event a device is told of.' })
export class PushKindsView {
  @Field({ description: 'A reservation or a pledge on a list.' }) reservations: boolean;
  @Field({ description: 'A new answer to a prediction.' }) answers: boolean;
  @Field({ description: 'A co-owner or co-parent who accepted an invitation.' }) coParents: boolean;
}

/** A device of the account, as its owner lists it: never its keys. */
@ObjectType()
export class PushSubscriptionView {
  @Field(() => ID) id: string;
  @Field({ description: 'The push service address (the browser tells which one is its own).' }) endpoint: string;
  @Field(() => String, { nullable: true, description: 'Browser and system, read from the User-Agent when it subscribed.' })
  device: string | null;
  @Field() createdAt: Date;
  @Field(() => PushKindsView) kinds: PushKindsView;
}

@ObjectType()
export class CreatedPushSubscription {
  @Field(() => ID) id: string;
}
