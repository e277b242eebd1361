import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MAIL_MUTATION_COMPLEXITY } from '../../graphql/limits.js';
import { languageOf } from '../../http/ssr/accept-language.js';
import { selectsField } from '../../graphql/selects.js';
import { ItemInput, ItemPatchInput, ReserveInput, ThanksInput, WishlistCreateInput, WishlistPatchInput } from './dto/wishlist.inputs.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { Wishlist } from './wishlist.entity.js';
import type { WishlistServices } from './wishlists.module.js';
import type { ItemView, WishlistRoot, WishlistView } from './wishlist.view.js';
import { COVERS, findCover } from '../../common/covers.js';
import { sentFields } from '../../common/patch.js';
import {
  PriceBandStat,
  ReservationLookup,
  toWishlistCover,
  WishlistCover,
  WishlistPrediction,
  WishlistReservation,
} from './wishlist.types.js';

/**
 * GraphQL face of the wishlist services, one per concern: the same operations as /api/wishlists.
 * Every list it answers is a view of wishlist.view.ts, as REST answers it (WishlistRoot): the
 * entities of the writes are viewed here, once, so the field resolvers below only read.
 */
@Resolver(() => Wishlist)
export class WishlistResolver {
  constructor(private readonly services: WishlistServices) {}

  @Query(() => [Wishlist], { description: "The signed-in user's wishlists, newest first." })
  wishlists(@Ctx() ctx: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<WishlistRoot[]> {
    // items, when selected, load with the lists; otherwise the counts come from one grouped query
    // (the list screen and the dashboard): a constant number of queries either way
    return this.services.lists.mine(ctx.userId, { withItems: selectsField(info, 'items') });
  }

  @Query(() => Wishlist, { description: 'A public wishlist, or one of the signed-in user; otherwise notFound.' })
  wishlist(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<WishlistView> {
    return this.services.lists.read(ctx.userId, id);
  }

  @Query(() => Wishlist, { description: 'The built-in demo list (French), the same in every install.' })
  exampleWishlist(): WishlistView {
    return this.services.lists.view(this.services.lists.example(), undefined);
  }

  @Query(() => [WishlistCover], { description: 'Every cover a wishlist may use, in picker order.' })
  wishlistCovers(): WishlistCover[] {
    return COVERS.map(toWishlistCover);
  }

  @Query(() => [PriceBandStat], { description: 'Owner only: available and reserved items per price band.' })
  wishlistStats(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PriceBandStat[]> {
    return this.services.reports.stats(ctx.userId, id);
  }

  @Query(() => ReservationLookup, { description: "The guest's cancel link: item and wishlist titles; otherwise reservationNotFound." })
  reservationByToken(@Arg('wishlistId', () => ID) wishlistId: string, @Arg('token') token: string): Promise<ReservationLookup> {
    return this.services.reservations.lookupByToken(wishlistId, token);
  }

  @Mutation(() => Wishlist, { description: 'New lists are private.' })
  async createWishlist(
    @Arg('input', () => WishlistCreateInput) input: WishlistCreateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WishlistView> {
    return this.services.lists.view(await this.services.lists.create(ctx.userId, sentFields(input)), ctx.userId);
  }

  @Mutation(() => Wishlist, { description: 'Changes only the fields given.' })
  async updateWishlist(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => WishlistPatchInput) input: WishlistPatchInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WishlistView> {
    await this.services.lists.update(ctx.userId, id, sentFields(input));
    // as PATCH /wishlists/:id answers: the list with its items and prediction
    return this.services.lists.view(await this.services.lists.get(ctx.userId, id), ctx.userId);
  }

  @Mutation(() => Boolean, { description: 'Deletes the wishlist, its items and their reservations.' })
  async deleteWishlist(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.lists.delete(ctx.userId, id);
    return true;
  }

  @Mutation(() => WishlistItem)
  async createWishlistItem(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('input', () => ItemInput) input: ItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ItemView> {
    return this.services.items.view(await this.services.items.create(ctx.userId, wishlistId, sentFields(input)), ctx.userId);
  }

  @Mutation(() => WishlistItem, { description: 'Changes only the fields given.' })
  async updateWishlistItem(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('input', () => ItemPatchInput) input: ItemPatchInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ItemView> {
    return this.services.items.view(await this.services.items.update(ctx.userId, wishlistId, itemId, sentFields(input)), ctx.userId);
  }

  @Mutation(() => Boolean)
  async deleteWishlistItem(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('itemId', () => ID) itemId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.services.items.delete(ctx.userId, wishlistId, itemId);
    return true;
  }

  // it mails: weighs MAIL_MUTATION_COMPLEXITY, so one operation holds at most 5 (aliases cannot multiply it)
  @Mutation(() => WishlistItem, {
    description: 'One reservation per item; alreadyReserved otherwise. The guest gets the cancel link by mail.',
    complexity: MAIL_MUTATION_COMPLEXITY,
  })
  async reserveWishlistItem(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('input', () => ReserveInput) input: ReserveInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ItemView> {
    const language = languageOf(ctx.res.req.get('accept-language'));
    const item = await this.services.reservations.reserve(ctx.userId, ctx.ip, wishlistId, itemId, sentFields(input), language);
    return this.services.items.view(item, ctx.userId);
  }

  @Mutation(() => Boolean, {
    description: 'The owner cancels one reservation of an item (reservationId), or every one: its units are free again.',
  })
  async cancelWishlistReservation(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('reservationId', () => ID, { nullable: true }) reservationId: string | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.services.reservations.cancelByOwner(ctx.userId, wishlistId, itemId, reservationId ?? undefined);
    return true;
  }

  @Mutation(() => WishlistReservation, { description: 'The owner marks a guest thanked (true) or not yet (false).' })
  thankWishlistReservation(
    @Arg('wishlistId', () => ID) wishlistId: string,
    @Arg('itemId', () => ID) itemId: string,
    @Arg('reservationId', () => ID) reservationId: string,
    @Arg('input', () => ThanksInput) input: ThanksInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WishlistReservation> {
    return this.services.reservations.thank(ctx.userId, wishlistId, itemId, reservationId, sentFields(input));
  }

  // it may mail the owner
  @Mutation(() => Boolean, { description: "The guest cancels by the mailed link's token.", complexity: MAIL_MUTATION_COMPLEXITY })
  async cancelReservationByToken(@Arg('wishlistId', () => ID) wishlistId: string, @Arg('token') token: string): Promise<boolean> {
    await this.services.reservations.cancelByToken(wishlistId, token);
    return true;
  }

  @FieldResolver(() => [String], {
    description: "The parents' first names guests read: the owner's, then the co-owners' who allow it (never a last name).",
  })
  parents(@Root() wishlist: Wishlist | WishlistView): string[] {
    return wishlist instanceof Wishlist ? (wishlist.parentNames ?? []) : wishlist.parents;
  }

  @FieldResolver(() => Boolean, { description: 'True when the signed-in user owns the wishlist.' })
  isMine(@Root() wishlist: WishlistRoot): boolean {
    return wishlist.isMine;
  }

  @FieldResolver(() => WishlistPrediction, {
    nullable: true,
    description: 'The prediction it was created from, with the baby first name: the owner only (null for anyone else).',
  })
  prediction(@Root() wishlist: WishlistRoot): WishlistPrediction | null {
    return wishlist.prediction;
  }

  @FieldResolver(() => [WishlistItem], { description: 'By category (uncategorized last), available before reserved, most wanted first.' })
  items(@Root() wishlist: WishlistRoot): ItemView[] {
    // `wishlists` reads the items only when they are selected, so a list here always has them
    return wishlist.items ?? [];
  }

  @FieldResolver(() => WishlistCover, { nullable: true, description: 'The chosen cover, with its title colour and URLs.' })
  coverImage(@Root() wishlist: WishlistRoot): WishlistCover | null {
    const cover = wishlist.cover ? findCover(wishlist.cover) : undefined;
    return cover ? toWishlistCover(cover) : null;
  }

  @FieldResolver(() => Int)
  itemCount(@Root() wishlist: WishlistRoot): number {
    return wishlist.itemCount;
  }

  @FieldResolver(() => Int, { description: 'Items with nothing left to take (every unit taken, fully funded, or bought).' })
  reservedCount(@Root() wishlist: WishlistRoot): number {
    return wishlist.reservedCount;
  }

  @FieldResolver(() => Int, { description: 'Units the items offer (a group gift is one).' })
  unitCount(@Root() wishlist: WishlistRoot): number {
    return wishlist.unitCount;
  }

  @FieldResolver(() => Int, { description: 'Units taken (a group gift once fully funded; every unit of a bought item).' })
  reservedUnits(@Root() wishlist: WishlistRoot): number {
    return wishlist.reservedUnits;
  }

  @FieldResolver(() => Int, { description: 'Pledges toward group gifts, funded or not.' })
  pledgeCount(@Root() wishlist: WishlistRoot): number {
    return wishlist.pledgeCount;
  }
}
