import { ArrayMinSize, ArrayUnique, IsArray, IsDefined, IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { RequiredHttpUrl } from '../../../common/validators.js';
import { WEBHOOK_EVENTS } from '../webhook.events.js';

/** POST /webhooks: where to POST, and which events (at least one, each known). The URL's scheme is checked by the service. */
@InputType()
export class WebhookInput {
  @Field() @RequiredHttpUrl({ max: 2000 }) url: string;

  @Field(() => [String], { description: `Any of: ${WEBHOOK_EVENTS.join(', ')}.` })
  @IsDefined({ message: 'validation.required' })
  @IsArray({ message: 'validation.required' })
  @ArrayMinSize(1, { message: 'validation.required' })
  @ArrayUnique({ message: 'validation.invalid' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: 'validation.oneOf' })
  events: string[];
}
