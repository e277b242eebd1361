/**
 * Queries refreshed after an owner's mutation, by operation name: only the ones on screen refetch,
 * the others revalidate when shown again (the client's default is cache-and-network).
 */
export const OWNER_REFETCH_QUERIES = ['WishlistSummaries', 'Wishlist', 'WishlistStats'];

/** Queries to refresh after an item mutation (by operation name: only those on screen refetch). */
export const WISHLIST_REFETCH_QUERIES = ['Wishlist', 'Wishlists'];
