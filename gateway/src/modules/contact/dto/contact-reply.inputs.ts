import { Field, InputType } from 'type-graphql';
import { RequiredText } from '../../../common/validators.js';

/** An operator's answer to a contact request (docs/product.md#validation: required; bounded like the request itself). */
@InputType()
export class ContactReplyInput {
  @Field() @RequiredText({ max: 5000 }) answer: string;
}
