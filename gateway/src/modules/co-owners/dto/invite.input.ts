import { Field, InputType } from 'type-graphql';
import { Email } from '../../auth/index.js';

@InputType()
export class InviteCoOwnerInput {
  @Field() @Email() email: string;
}
