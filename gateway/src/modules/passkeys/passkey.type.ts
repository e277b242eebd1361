import { Field, ID, ObjectType } from 'type-graphql';
import type { PasskeyView } from './passkeys.service.js';

@ObjectType({ description: 'A passkey of the signed-in account (never its key).' })
export class PasskeyInfo implements PasskeyView {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt: Date | null;
}
