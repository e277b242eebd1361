import { Field, InputType } from 'type-graphql';
import { RequiredText } from '../../../common/validators.js';

@InputType()
export class AnalyseInput {
  /** An http(s) address; the service checks the scheme (javascript:, file: are refused unfetched). */
  @Field() @RequiredText({ max: 2048 }) url: string;
}
