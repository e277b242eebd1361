import type { WishlistItem } from './wishlist-item.entity.js';
import type { Wishlist } from './wishlist.entity.js';
import type { WishlistService } from './wishlist.service.js';

/** An item as REST answers it (SPEC section 3); who reserved comes from WishlistService.reservedBy. */
export function itemView(service: WishlistService, item: WishlistItem, userId: string | undefined) {
  return {
    id: item.id,
    title: item.title,
    price: service.price(item),
    category: item.category ?? null,
    image: item.image ?? null,
    url: item.url ?? null,
    hasUrl: !!item.url,
    description: item.description ?? null,
    isReserved: !!item.reservation,
    reservedBy: service.reservedBy(item, userId),
    reservedAt: item.reservation?.createdAt ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** A list's own fields as REST answers them; never the owner. `_id` mirrors `id` (SPEC section 3). */
function wishlistFields(service: WishlistService, wishlist: Wishlist, userId: string | undefined) {
  return {
    id: wishlist.id,
    _id: wishlist.id,
    title: wishlist.title,
    description: wishlist.description ?? null,
    date: wishlist.date ?? null,
    visibility: wishlist.visibility,
    themeColor: wishlist.themeColor,
    cover: wishlist.cover ?? null,
    status: wishlist.status,
    isMine: service.isMine(wishlist, userId),
    // the owner's only: the baby's first name is the prediction's secret
    prediction: service.loadedPredictionOf(wishlist, userId),
    createdAt: wishlist.createdAt,
    updatedAt: wishlist.updatedAt,
  };
}

/** One list with its items, sorted by WishlistService.sortedItems (GET /wishlists/:id). */
export function wishlistView(service: WishlistService, wishlist: Wishlist, userId: string | undefined) {
  const items = service.sortedItems(wishlist);
  return {
    ...wishlistFields(service, wishlist, userId),
    itemCount: items.length,
    reservedCount: items.filter((i) => i.reservation).length,
    items: items.map((item) => itemView(service, item, userId)),
  };
}

/** A list in GET /wishlists: its counts, without the items. */
export function wishlistListView(
  service: WishlistService,
  wishlist: Wishlist,
  userId: string | undefined,
  counts: { itemCount: number; reservedCount: number },
) {
  return { ...wishlistFields(service, wishlist, userId), ...counts };
}
