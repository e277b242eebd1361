import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PushSubscriptionGraphQLInput, restKindsInput, restPushInput } from './dto/push-graphql.input.js';
import { PushKindsInput } from './dto/push.inputs.js';
import type { PushService } from './push.service.js';
import { CreatedPushSubscription, PushSubscriptionView } from './push.types.js';

/** GraphQL face of PushService: the same operations as /api/push. */
@Resolver()
export class PushResolver {
  constructor(private readonly service: PushService) {}

  @Query(() => String, { description: 'The VAPID public key: the applicationServerKey of pushManager.subscribe.' })
  pushPublicKey(@Ctx() ctx: GraphQLContext): string {
    return this.service.publicKey(ctx.userId).publicKey;
  }

  @Query(() => [PushSubscriptionView], { description: "The signed-in account's devices that receive notifications, oldest first." })
  pushSubscriptions(@Ctx() ctx: GraphQLContext): Promise<PushSubscriptionView[]> {
    return this.service.list(ctx.userId);
  }

  @Mutation(() => CreatedPushSubscription, { description: 'Subscribes this browser; subscribing it again updates it.' })
  subscribePush(
    @Arg('input', () => PushSubscriptionGraphQLInput) input: PushSubscriptionGraphQLInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedPushSubscription> {
    return this.service.subscribe(ctx.userId, restPushInput(input), ctx.userAgent);
  }

  @Mutation(() => PushSubscriptionView, { description: 'Turns kinds of event on or off on one device.' })
  updatePushSubscription(
    @Arg('id', () => ID) id: string,
    @Arg('kinds', () => PushKindsInput) kinds: PushKindsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PushSubscriptionView> {
    return this.service.update(ctx.userId, id, restKindsInput(kinds));
  }

  @Mutation(() => Boolean)
  async deletePushSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.service.delete(ctx.userId, id);
    return true;
  }
}
