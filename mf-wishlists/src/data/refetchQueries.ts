/**
 * Queries refreshed after an owner's mutation, by operation name: only the ones on screen refetch,
 * the others revalidate when shown again (the client's default is cache-and-network).
 */
export const OWNER_QUERIES = ['WishlistSummaries', 'Wishlist', 'WishlistStats'];
