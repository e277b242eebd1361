import type { EntityManager } from '@mikro-orm/postgresql';
import { assertId, limitReached } from '../../common/guards.js';
import { withRowLock } from '../../common/locks.js';
import { isOwner, loadOwnedRow, ownedBy, visibleOrNotFound } from '../../common/ownership.js';
import { parseInput } from '../../common/validation.js';
import { ItemInput, ItemPatchInput } from './dto/wishlist.inputs.js';
import { cents, euros } from './wishlist.money.js';
import { compareItems, listVisibleTo, reservedByFor, type ReservedBy } from './wishlist.rules.js';
import { MAX_ITEMS_PER_WISHLIST } from './wishlist.service.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { Wishlist } from './wishlist.entity.js';

/**
 * The items of a list: the owner adds, changes and removes them; anyone who may see the list sees
 * them in display order, and who reserved only as the rules of wishlist.rules.ts allow.
 */
export class WishlistItemService {
  constructor(private readonly em: EntityManager) {}

  /** The sorted items, loading them (with their reservations) when the list came without. */
  async itemsOf(wishlist: Wishlist): Promise<WishlistItem[]> {
    if (!wishlist.items.isInitialized()) await this.em.populate(wishlist, ['items', 'items.reservation']);
    return this.sortedItems(wishlist);
  }

  /** Items in display order (compareItems). */
  sortedItems(wishlist: Wishlist): WishlistItem[] {
    return [...wishlist.items.getItems()].sort(compareItems);
  }

  price(item: WishlistItem): number | null {
    return euros(item.priceCents);
  }

  /** Visitors learn that an item is reserved, never by whom; the owner sees name and message (not the e-mail). */
  reservedBy(item: WishlistItem, userId: string | undefined): ReservedBy | null {
    return reservedByFor(item.reservation, isOwner(item.wishlist, userId));
  }

  async create(userId: string | undefined, wishlistId: string, body: unknown): Promise<WishlistItem> {
    // the row lock serialises concurrent additions to one list, so the limit cannot be raced
    return withRowLock(this.em, Wishlist, { id: wishlistId, ...ownedBy(userId, wishlistId) }, async (wishlist, em) => {
      const input = await parseInput(ItemInput, body);
      if ((await em.count(WishlistItem, { wishlist })) >= MAX_ITEMS_PER_WISHLIST) throw limitReached();
      wishlist.updatedAt = new Date();
      return em.create(WishlistItem, {
        wishlist,
        title: input.title,
        url: input.url || null,
        description: input.description || null,
        priceCents: cents(input.price),
        image: input.image || null,
        category: input.category ?? null,
      });
    });
  }

  /** PATCH: only the fields given are validated and changed; null clears category, description, image and price. */
  async update(userId: string | undefined, wishlistId: string, itemId: string, body: unknown): Promise<WishlistItem> {
    const item = await this.owned(userId, wishlistId, itemId);
    const input = await parseInput(ItemPatchInput, body, { partial: true });
    if (Object.hasOwn(input, 'title') && input.title !== undefined) item.title = input.title;
    if (Object.hasOwn(input, 'category')) item.category = input.category ?? null;
    if (Object.hasOwn(input, 'description')) item.description = input.description || null;
    if (Object.hasOwn(input, 'image')) item.image = input.image || null;
    if (Object.hasOwn(input, 'price')) item.priceCents = cents(input.price);
    item.wishlist.updatedAt = new Date();
    await this.em.flush();
    return item;
  }

  async delete(userId: string | undefined, wishlistId: string, itemId: string): Promise<void> {
    const item = await this.owned(userId, wishlistId, itemId);
    item.wishlist.updatedAt = new Date();
    this.em.remove(item);
    await this.em.flush();
  }

  /** Where the item link of a visible list goes; 404 when the item has no url. */
  async link(userId: string | undefined, wishlistId: string, itemId: string): Promise<string> {
    assertId(wishlistId, itemId);
    const item = await this.em.findOne(WishlistItem, { id: itemId, wishlist: wishlistId }, { populate: ['wishlist'] });
    return visibleOrNotFound(item, (i) => !!i.url && listVisibleTo(i.wishlist, userId)).url!;
  }

  /** An item of the caller's own list, its reservation loaded: 401 signed out; 404 when missing or someone else's. */
  owned(userId: string | undefined, wishlistId: string, itemId: string): Promise<WishlistItem> {
    return loadOwnedRow(
      this.em,
      WishlistItem,
      userId,
      [wishlistId, itemId],
      (owned) => ({ id: itemId, wishlist: { id: wishlistId, ...owned } }),
      { populate: ['wishlist', 'reservation'] },
    );
  }
}
