import { Field, InputType } from 'type-graphql';
import { WebhookEventTypeEnum, type WebhookEventType } from '../webhook-event-type.js';
import { WEBHOOK_EVENTS } from '../webhook.events.js';
import type { WebhookInput } from './webhook.inputs.js';

/** createWebhook's input: the REST body's, with the events as the schema's enum. */
@InputType('WebhookInput')
export class WebhookGraphQLInput {
  @Field() url: string;

  @Field(() => [WebhookEventTypeEnum], { nullable: true, description: 'The events to receive (at least one; not `ping`).' })
  eventTypes?: WebhookEventType[] | null;

  @Field(() => [String], {
    nullable: true,
    description: `Any of: ${WEBHOOK_EVENTS.join(', ')}.`,
    deprecationReason: 'Use eventTypes.',
  })
  events?: string[] | null;
}

/** The REST body the service validates: `eventTypes` when given, else the dotted names. */
export const restWebhookInput = (input: WebhookGraphQLInput): Partial<WebhookInput> => ({
  url: input.url,
  events: input.eventTypes ?? input.events ?? undefined,
});
