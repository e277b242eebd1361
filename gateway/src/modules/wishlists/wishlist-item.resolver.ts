import { Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PhotoView, type PhotoUrls } from '../photos/index.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { ReservedBy, WishlistReservation } from './wishlist.types.js';
import { itemView, type ItemView } from './wishlist.view.js';

/**
 * The computed and caller-dependent fields of an item, all read from its view (wishlist.view.ts): an item
 * of the read model comes as one; an entity (the answers of the writes) is viewed for the caller, so
 * who reserved follows the same rules on both paths.
 */
@Resolver(() => WishlistItem)
export class ItemResolver {
  constructor(private readonly urls: PhotoUrls) {}

  private view(item: WishlistItem | ItemView, ctx: GraphQLContext): ItemView {
    return item instanceof WishlistItem ? itemView(item, ctx.userId, this.urls) : item;
  }

  @FieldResolver(() => PhotoView, { nullable: true, description: 'The photo the owner uploaded (shown before `image`), or null.' })
  photo(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): PhotoView | null {
    return this.view(item, ctx).photo;
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Euros.' })
  price(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): number | null {
    return this.view(item, ctx).price;
  }

  @FieldResolver(() => Boolean)
  hasUrl(@Root() item: WishlistItem | ItemView): boolean {
    return !!item.url;
  }

  @FieldResolver(() => Int, { description: 'Units taken by guests (a group gift: 1 once fully funded).' })
  reservedQuantity(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): number {
    return this.view(item, ctx).reservedQuantity;
  }

  @FieldResolver(() => Float, { description: 'Euros pledged toward a group gift (0 for any other item).' })
  fundedAmount(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): number {
    return this.view(item, ctx).fundedAmount;
  }

  @FieldResolver(() => Boolean, { description: 'Every unit taken, fully funded, or bought by the owner: guests can take nothing more.' })
  isReserved(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): boolean {
    return this.view(item, ctx).isReserved;
  }

  @FieldResolver(() => ReservedBy, {
    nullable: true,
    description: 'Once every unit is taken: the first reservation, its name and message for the owner only; null before.',
  })
  reservedBy(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): ReservedBy | null {
    return this.view(item, ctx).reservedBy;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When its last unit was taken (or it was fully funded).' })
  reservedAt(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): Date | null {
    return this.view(item, ctx).reservedAt;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'The owner only: when it arrived (null for anyone else).' })
  receivedAt(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): Date | null {
    return this.view(item, ctx).receivedAt;
  }

  @FieldResolver(() => [WishlistReservation], {
    nullable: true,
    description: 'The owner only: each reservation (name, message, units or amount, dates); null for anyone else.',
  })
  reservations(@Root() item: WishlistItem | ItemView, @Ctx() ctx: GraphQLContext): WishlistReservation[] | null {
    return this.view(item, ctx).reservations ?? null;
  }
}
