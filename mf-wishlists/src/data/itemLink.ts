interface LinkedWishlist {
  id: string;
  visibility: string;
}

interface LinkedItem {
  id: string;
  url: string | null;
  hasUrl: boolean;
}

/**
 * Where an item's link button goes (docs/product.md#items-and-categories): for a public list the gateway's link route, which
 * redirects (302) to the item's url; otherwise the item's own url (null when it has none).
 */
export function itemLinkHref(wishlist: LinkedWishlist, item: LinkedItem): string | null {
  if (!item.hasUrl && !item.url) return null;
  if (wishlist.visibility === 'public')
    return `/api/wishlists/${encodeURIComponent(wishlist.id)}/items/${encodeURIComponent(item.id)}/link`;
  return item.url;
}
