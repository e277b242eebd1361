import { Field, ID, Int, ObjectType } from 'type-graphql';
import { WebhookDeliveryStatus } from './webhook.entity.js';
import { registerEnumType } from 'type-graphql';

registerEnumType(WebhookDeliveryStatus, { name: 'WebhookDeliveryStatus' });

/** One delivery in an endpoint's log: never its body. */
@ObjectType()
export class WebhookDeliveryView {
  @Field(() => ID) id: string;
  @Field(() => ID, { description: 'The `id` of the payload, the same on every attempt.' }) eventId: string;
  @Field() type: string;
  @Field(() => WebhookDeliveryStatus) status: WebhookDeliveryStatus;
  @Field(() => Int) attempts: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer.' }) lastStatusCode: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'timeout, refused (private address) or unreachable: a last attempt without an answer.',
  })
  lastError: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) lastAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
}

/** An endpoint as its owner lists it: never its secret. */
@ObjectType()
export class WebhookEndpointView {
  @Field(() => ID) id: string;
  @Field() url: string;
  @Field(() => [String]) events: string[];
  @Field({ description: 'False once it failed for 3 days in a row; a successful test event turns it back on.' }) enabled: boolean;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) disabledAt: Date | null;
  @Field(() => WebhookDeliveryView, { nullable: true }) lastDelivery: WebhookDeliveryView | null;
}

/** The answer to registering an endpoint: the secret, shown this once. */
@ObjectType()
export class CreatedWebhook {
  @Field(() => ID) id: string;
  @Field({ description: 'Signs every delivery (Cigogne-Signature); shown once, never again.' }) secret: string;
}
