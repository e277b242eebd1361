import type { EntityManager } from '@mikro-orm/postgresql';
import { assertId, limitReached } from '../../common/guards.js';
import { withRowLock } from '../../common/locks.js';
import { loadOwnedRow, ownedBy, visibleOrNotFound } from '../../common/ownership.js';
import { applySent } from '../../common/patch.js';
import { parseInput } from '../../common/validation.js';
import { ItemInput, ItemPatchInput } from './dto/wishlist.inputs.js';
import { invalidForm } from '../../common/errors.js';
import { availabilityOf } from './wishlist.availability.js';
import { cents } from './wishlist.money.js';
import { itemDataOf } from './wishlist.read.js';
import { listVisibleTo } from './wishlist.rules.js';
import { itemView, type ItemView } from './wishlist.view.js';
import { MAX_ITEMS_PER_WISHLIST } from './wishlist.service.js';
import { WishlistItem } from './wishlist-item.entity.js';
import type { PhotoService } from '../photos/index.js';
import { Wishlist } from './wishlist.entity.js';

/**
 * The items of a list: the owner adds, changes and removes them; anyone who may see the list sees
 * them in display order, and who reserved only as the rules of wishlist.rules.ts allow.
 */
export class WishlistItemService {
  constructor(
    private readonly em: EntityManager,
    private readonly photos: PhotoService,
  ) {}

  /** An item entity (its list and reservations loaded) as the caller sees it. */
  view(item: WishlistItem, userId: string | undefined): ItemView {
    return itemView(item, userId, this.photos.urls);
  }

  async create(userId: string | undefined, wishlistId: string, body: unknown): Promise<WishlistItem> {
    // the row lock serialises concurrent additions to one list, so the limit cannot be raced
    return withRowLock(this.em, Wishlist, { id: wishlistId, ...ownedBy(userId, wishlistId) }, async (wishlist, em) => {
      const input = await parseInput(ItemInput, body);
      if ((await em.count(WishlistItem, { wishlist })) >= MAX_ITEMS_PER_WISHLIST) throw limitReached();
      wishlist.updatedAt = new Date();
      const item = em.create(WishlistItem, {
        wishlist,
        title: input.title,
        url: input.url || null,
        description: input.description || null,
        priceCents: cents(input.price),
        image: input.image || null,
        category: input.category ?? null,
        quantity: input.quantity ?? 1,
        groupGift: input.groupGift ?? false,
        mostWanted: input.mostWanted ?? false,
      });
      assertItemShape(item, item.groupGift);
      return item;
    });
  }

  /**
   * PATCH (common/patch.ts): only the fields sent are validated and changed; null clears category, description, image and price.
   * Under the item's row lock, as reservations take it: what guests took is never left above what it offers.
   */
  async update(userId: string | undefined, wishlistId: string, itemId: string, body: unknown): Promise<WishlistItem> {
    const owned = ownedBy(userId, wishlistId, itemId);
    const input = await parseInput(ItemPatchInput, body, { partial: true });
    return withRowLock(this.em, WishlistItem, { id: itemId, wishlist: { id: wishlistId, ...owned } }, async (item, em) => {
      await em.populate(item, ['wishlist', 'reservations']);
      const wasGroupGift = item.groupGift;
      applySent(input, {
        title: (title) => (item.title = title),
        category: (category) => (item.category = category ?? null),
        description: (description) => (item.description = description || null),
        image: (image) => (item.image = image || null),
        price: (price) => (item.priceCents = cents(price)),
        quantity: (quantity) => (item.quantity = quantity ?? 1),
        groupGift: (groupGift) => (item.groupGift = !!groupGift),
        mostWanted: (mostWanted) => (item.mostWanted = !!mostWanted),
        boughtElsewhere: (boughtElsewhere) => (item.boughtElsewhere = !!boughtElsewhere),
        received: (received) => (item.receivedAt = received ? (item.receivedAt ?? new Date()) : null),
      });
      assertItemShape(item, wasGroupGift);
      item.wishlist.updatedAt = new Date();
      return item;
    });
  }

  async delete(userId: string | undefined, wishlistId: string, itemId: string): Promise<void> {
    const item = await this.owned(userId, wishlistId, itemId);
    // its photo's row goes by the cascade; the files once it is gone
    const photoIds = await this.photos.idsWhere({ item });
    item.wishlist.updatedAt = new Date();
    this.em.remove(item);
    await this.em.flush();
    await this.photos.forgetFiles(photoIds);
  }

  /** Where the item link of a visible list goes; 404 when the item has no url. */
  async link(userId: string | undefined, wishlistId: string, itemId: string): Promise<string> {
    assertId(wishlistId, itemId);
    const item = await this.em.findOne(WishlistItem, { id: itemId, wishlist: wishlistId }, { populate: ['wishlist'] });
    return visibleOrNotFound(item, (i) => !!i.url && listVisibleTo(i.wishlist, userId)).url!;
  }

  /** An item of the caller's own list, its reservations loaded: 401 signed out; 404 when missing or someone else's. */
  owned(userId: string | undefined, wishlistId: string, itemId: string): Promise<WishlistItem> {
    return loadOwnedRow(
      this.em,
      WishlistItem,
      userId,
      [wishlistId, itemId],
      (owned) => ({ id: itemId, wishlist: { id: wishlistId, ...owned } }),
      { populate: ['wishlist', 'reservations'] },
    );
  }
}

/**
 * docs/product.md#quantities-and-group-gifts: a group gift needs a price and is one item; an item with
 * reservations keeps its kind, and never offers less than its guests took.
 */
function assertItemShape(item: WishlistItem, wasGroupGift: boolean): void {
  const fail = (path: string, message: string) => {
    throw invalidForm([{ path, message }]);
  };
  if (item.groupGift && item.priceCents == null) fail('price', 'validation.groupGiftNeedsPrice');
  if (item.groupGift && item.quantity > 1) fail('quantity', 'validation.groupGiftSingle');
  const reservations = item.reservations.isInitialized() ? item.reservations.getItems() : [];
  if (!reservations.length) return;
  if (item.groupGift !== wasGroupGift) fail('groupGift', 'validation.hasReservations');
  const taken = availabilityOf(itemDataOf(item));
  if (item.groupGift && item.priceCents! < taken.fundedCents) fail('price', 'validation.belowReserved');
  if (!item.groupGift && item.quantity < taken.reservedQuantity) fail('quantity', 'validation.belowReserved');
}
