import { ArrayMinSize, ArrayUnique, IsArray, IsDefined, IsIn } from 'class-validator';
import { RequiredHttpUrl } from '../../../common/validators.js';
import { WEBHOOK_EVENTS } from '../webhook.events.js';

/**
 * POST /webhooks and createWebhook (webhook-graphql.input.ts): where to POST, and which events (at
 * least one, each known). The URL's scheme is checked by the service.
 */
export class WebhookInput {
  @RequiredHttpUrl({ max: 2000, documented: 'https' }) url: string;

  @IsDefined({ message: 'validation.required' })
  @IsArray({ message: 'validation.required' })
  @ArrayMinSize(1, { message: 'validation.required' })
  @ArrayUnique({ message: 'validation.invalid' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: 'validation.oneOf' })
  events: string[];
}
