import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { WebhookGraphQLInput, restWebhookInput } from './dto/webhook-graphql.input.js';
import type { WebhookService } from './webhook.service.js';
import { CreatedWebhook, WebhookDeliveryView, WebhookEndpointView } from './webhook.types.js';

/** GraphQL face of WebhookService: the same operations as /api/webhooks. */
@Resolver()
export class WebhookResolver {
  constructor(private readonly service: WebhookService) {}

  @Query(() => [WebhookEndpointView], { description: "The signed-in account's webhook endpoints, each with its last delivery." })
  webhooks(@Ctx() ctx: GraphQLContext): Promise<WebhookEndpointView[]> {
    return this.service.list(ctx.userId);
  }

  @Query(() => [WebhookDeliveryView], { description: "An endpoint's delivery log, newest first (the last 100)." })
  webhookDeliveries(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<WebhookDeliveryView[]> {
    return this.service.deliveries(ctx.userId, id);
  }

  @Mutation(() => CreatedWebhook, { description: 'Registers an endpoint; its secret is in this answer only.' })
  createWebhook(@Arg('input', () => WebhookGraphQLInput) input: WebhookGraphQLInput, @Ctx() ctx: GraphQLContext): Promise<CreatedWebhook> {
    return this.service.create(ctx.userId, restWebhookInput(input));
  }

  @Mutation(() => Boolean)
  async deleteWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.service.delete(ctx.userId, id);
    return true;
  }

  @Mutation(() => WebhookDeliveryView, { description: 'Queues a `ping` event to the endpoint.' })
  testWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<WebhookDeliveryView> {
    return this.service.test(ctx.userId, id);
  }
}
