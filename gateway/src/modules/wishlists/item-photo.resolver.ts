import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ItemPhotoService } from './item-photo.service.js';
import { WishlistItem } from './wishlist-item.entity.js';
import type { ItemView } from './wishlist.view.js';

/** GraphQL face of ItemPhotoService: removing an item's photo (uploads go through REST: multipart). */
@Resolver(() => WishlistItem)
export class ItemPhotoResolver {
  constructor(private readonly service: ItemPhotoService) {}

  @Mutation(() => WishlistItem, { description: "Removes an item's photo (uploads are REST: multipart); answers the item." })
  async deleteWishlistItemPhoto(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('itemId', () => ID) itemId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ItemView> {
    return this.service.view(await this.service.remove(ctx.userId, wishlistId, itemId), ctx.userId);
  }
}
