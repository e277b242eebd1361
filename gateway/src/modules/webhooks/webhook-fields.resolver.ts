import { FieldResolver, Resolver, Root } from 'type-graphql';
import { WebhookEventTypeEnum, type WebhookEventType } from './webhook-event-type.js';
import { WebhookDeliveryView, WebhookEndpointView } from './webhook.types.js';

/** The enum-typed faces of an endpoint's events (REST keeps the dotted names). */
@Resolver(() => WebhookEndpointView)
export class WebhookEndpointFieldsResolver {
  @FieldResolver(() => [WebhookEventTypeEnum], { description: 'The events the endpoint receives.' })
  eventTypes(@Root() endpoint: WebhookEndpointView): WebhookEventType[] {
    return endpoint.events as WebhookEventType[];
  }
}

/** The enum-typed face of a delivery's event. */
@Resolver(() => WebhookDeliveryView)
export class WebhookDeliveryFieldsResolver {
  @FieldResolver(() => WebhookEventTypeEnum, { description: 'The event delivered.' })
  eventType(@Root() delivery: WebhookDeliveryView): WebhookEventType {
    return delivery.type as WebhookEventType;
  }
}
