import { Field, InputType } from 'type-graphql';
import { PushKindsInput } from './push.inputs.js';
import type { PushSubscriptionInput } from './push.inputs.js';

@InputType('PushKeysInput')
export class PushKeysGraphQLInput {
  @Field() p256dh: string;
  @Field() auth: string;
}

/** subscribePush's input: the REST body's fields. */
@InputType('PushSubscriptionInput')
export class PushSubscriptionGraphQLInput {
  @Field() endpoint: string;
  @Field(() => PushKeysGraphQLInput) keys: PushKeysGraphQLInput;
  @Field(() => PushKindsInput, { nullable: true, description: 'A kind left out is on.' }) kinds?: PushKindsInput | null;
}

// GraphQL's null, like a field left out, leaves a kind as it is: only the kinds set reach the service
const setFields = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

/** The REST body the service validates, as plain objects. */
export const restPushInput = (input: PushSubscriptionGraphQLInput): Partial<PushSubscriptionInput> => ({
  endpoint: input.endpoint,
  keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
  ...(input.kinds ? { kinds: setFields(input.kinds) } : {}),
});

export const restKindsInput = (kinds: PushKindsInput) => setFields(kinds);
