import { Field, InputType } from 'type-graphql';
import { RequiredHttpUrl } from '../../../common/validators.js';

@InputType()
export class AnalyseInput {
  /** An http(s) address; the service checks the scheme (javascript:, file: are refused unfetched). */
  @Field() @RequiredHttpUrl({ max: 2048 }) url: string;
}
