import { registerEnumType } from 'type-graphql';
import { WEBHOOK_EVENT_TYPES } from './webhook.events.js';

/** The events as a GraphQL enum (names without a dot, values the dotted names): the frontends get it from codegen. */
export const WebhookEventTypeEnum = WEBHOOK_EVENT_TYPES;
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint receives; `ping` is the test event, which no endpoint subscribes to.',
});

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[keyof typeof WEBHOOK_EVENT_TYPES];
