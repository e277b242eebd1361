import { Field, InputType } from 'type-graphql';
import { RequiredText } from '../../../common/validators.js';

@InputType()
export class ContactInput {
  @Field() @RequiredText({ max: 200 }) subject: string;
  @Field() @RequiredText({ max: 5000 }) message: string;
}
