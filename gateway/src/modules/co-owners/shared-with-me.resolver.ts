import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { sharedWith } from '../../common/ownership.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { Prediction } from '../predictions/prediction.entity.js';
import { Timeline } from '../timelines/timeline.entity.js';
import { Wishlist } from '../wishlists/wishlist.entity.js';

const DESCRIPTION = 'Whether the signed-in user co-owns this page (shared with them) rather than owns it.';

/** `sharedWithMe` of the three page kinds, decided by the ownership rule like `isMine`. */
@Resolver(() => Prediction)
export class PredictionSharedResolver {
  @FieldResolver(() => Boolean, { description: DESCRIPTION })
  sharedWithMe(@Root() page: Prediction, @Ctx() ctx: GraphQLContext): boolean {
    return sharedWith(page, ctx.userId);
  }
}

@Resolver(() => Wishlist)
export class WishlistSharedResolver {
  // the list's GraphQL root is the entity or its read view (which decided it already)
  @FieldResolver(() => Boolean, { description: DESCRIPTION })
  sharedWithMe(@Root() page: Wishlist | { sharedWithMe: boolean }, @Ctx() ctx: GraphQLContext): boolean {
    return page instanceof Wishlist ? sharedWith(page, ctx.userId) : page.sharedWithMe;
  }
}

@Resolver(() => Timeline)
export class TimelineSharedResolver {
  @FieldResolver(() => Boolean, { description: DESCRIPTION })
  sharedWithMe(@Root() page: Timeline, @Ctx() ctx: GraphQLContext): boolean {
    return sharedWith(page, ctx.userId);
  }
}
