import { Visibility } from '../../common/enums.js';
import { isOwner, sharedWith } from '../../common/ownership.js';
import type { PhotoUrls, PhotoView } from '../photos/index.js';
import type { ItemPhotoData } from './item-photo.sql.js';
import type { WishlistItem } from './wishlist-item.entity.js';
import type { Wishlist } from './wishlist.entity.js';
import { itemDataOf, listDataOf, type ItemData, type ListData, type WishlistData } from './wishlist.read.js';
import { euros } from './wishlist.money.js';
import { compareItems, listVisibleTo, predictionFor, reservationsFor, reservedByFor } from './wishlist.rules.js';
import { availabilityOf, listCountsOf, type WishlistCounts } from './wishlist.availability.js';

/**
 * The answers of /wishlists (docs/product.md#data-model), built from plain data (wishlist.read.ts) with the
 * rules of wishlist.rules.ts; GraphQL `wishlist` answers the same objects (WishlistResolver).
 */

/** How an item's photo is answered: its URLs, signed unless a visitor may see its list. */
export type PhotoOf = (photo: ItemPhotoData) => PhotoView;

/** The PhotoOf of the items of `list`. */
export function photosOf(urls: PhotoUrls, list: ListData): PhotoOf {
  const visibility = listVisibleTo(list, undefined) ? Visibility.public : Visibility.private;
  return (photo) => urls.view(photo, visibility);
}

/**
 * An item as REST answers it: what its reservations add up to for everyone; who made them
 * (`reservations`, and `reservedBy` once it is complete), when it arrived and the thanks for the
 * owner only (`ownerSees`): anyone else's answer has no `reservations` key at all.
 */
export function itemViewOf(item: ItemData, ownerSees: boolean, photoOf: PhotoOf) {
  const taken = availabilityOf(item);
  const reservations = reservationsFor(item.reservations, ownerSees);
  return {
    id: item.id,
    title: item.title,
    price: euros(item.priceCents),
    category: item.category,
    image: item.image,
    photo: item.photo && photoOf(item.photo),
    url: item.url,
    hasUrl: !!item.url,
    description: item.description,
    quantity: item.quantity,
    reservedQuantity: taken.reservedQuantity,
    groupGift: item.groupGift,
    fundedAmount: euros(taken.fundedCents)!,
    mostWanted: item.mostWanted,
    boughtElsewhere: item.boughtElsewhere,
    isReserved: taken.isReserved,
    reservedBy: taken.reservedAt ? reservedByFor(item.reservations[0], ownerSees) : null,
    reservedAt: taken.reservedAt,
    receivedAt: ownerSees ? item.receivedAt : null,
    ...(reservations && { reservations }),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
export type ItemView = ReturnType<typeof itemViewOf>;

/** A list's own fields as REST answers them; never the owner. `_id` mirrors `id` (docs/product.md#wishlists). */
function listFieldsOf(list: ListData, userId: string | undefined) {
  const mine = isOwner(list, userId);
  return {
    id: list.id,
    _id: list.id,
    title: list.title,
    description: list.description,
    date: list.date,
    visibility: list.visibility,
    themeColor: list.themeColor,
    cover: list.cover,
    status: list.status,
    // the first names guests read as the parents', as each allows it
    parents: list.parentNames,
    isMine: mine,
    sharedWithMe: sharedWith(list, userId),
    prediction: predictionFor(list.prediction, mine),
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
  };
}

/** One list with its items, sorted by compareItems (GET /wishlists/:id). */
export function wishlistViewOf(list: WishlistData, userId: string | undefined, urls: PhotoUrls) {
  const mine = isOwner(list, userId);
  const photoOf = photosOf(urls, list);
  const items = list.items.map((item) => itemViewOf(item, mine, photoOf)).sort(compareItems);
  return {
    ...listFieldsOf(list, userId),
    ...listCountsOf(list.items),
    items,
  };
}
export type WishlistView = ReturnType<typeof wishlistViewOf>;

/** An item entity (with its list and loaded reservation) as REST answers it. */
export function itemView(item: WishlistItem, userId: string | undefined, urls: PhotoUrls): ItemView {
  return itemViewOf(itemDataOf(item), isOwner(item.wishlist, userId), photosOf(urls, listDataOf(item.wishlist)));
}

/** A list entity with its loaded items as REST answers it (the answers of the writes, the example list). */
export function wishlistView(wishlist: Wishlist, userId: string | undefined, urls: PhotoUrls): WishlistView {
  return wishlistViewOf({ ...listDataOf(wishlist), items: wishlist.items.getItems().map(itemDataOf) }, userId, urls);
}

/** A list in GET /wishlists: its counts, without the items. */
export function wishlistListView(wishlist: Wishlist, userId: string | undefined, counts: WishlistCounts) {
  return { ...listFieldsOf(listDataOf(wishlist), userId), ...counts };
}

/** The one shape of a list in GraphQL (WishlistResolver): a view above, with its items when they were read. */
export type WishlistRoot = ReturnType<typeof wishlistListView> & { items?: ItemView[] };
