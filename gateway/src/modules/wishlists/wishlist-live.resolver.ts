import { Arg, Ctx, ID, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { PageChange } from '../../common/live/live-subscriber.js';
import { liveOf, type GraphQLContext } from '../../graphql/context.js';
import { WishlistChange } from './wishlist.live.js';

/** `wishlistChanged`: served as server-sent events at /graphql/stream (graphql-sse), never by /graphql. */
@Resolver()
export class WishlistLiveResolver {
  @Subscription(() => WishlistChange, {
    description:
      'Each committed change of the list (items, reservations, the list itself), as it happens, on any replica. ' +
      'notFound when the caller may not see the list; the stream ends once they no longer may.',
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { id: string }, GraphQLContext>) =>
      liveOf(context).subscribe('wishlists', args.id, context.userId),
  })
  wishlistChanged(@Arg('id', () => ID) _id: string, @Root() change: PageChange, @Ctx() _ctx: GraphQLContext): WishlistChange {
    return { wishlistId: change.id };
  }
}
