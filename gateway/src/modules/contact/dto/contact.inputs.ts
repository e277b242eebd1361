import { IsDefined, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Required, Trim } from '../../../common/validation.js';

@InputType()
export class ContactInput {
  @Field() @Trim() @IsDefined({ message: 'validation.required' }) @IsString() @Required() @MaxLength(200) subject: string;
  @Field() @Trim() @IsDefined({ message: 'validation.required' }) @IsString() @Required() @MaxLength(5000) message: string;
}
