import { IsDefined, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Required } from '../../../common/validation.js';

/** DELETE /auth/me: the account's current password, proof that its owner is at the keyboard. */
@InputType()
export class DeleteAccountInput {
  // no strength rule: a wrong password is refused as wrong, whatever its form
  @Field() @IsDefined({ message: 'validation.required' }) @IsString() @Required() @MaxLength(200) password: string;
}
