import type { WishlistQuery } from '@cigogne/graphql/wishlists';

/** The list every settings tab works on (the Wishlist query's answer). */
export type SettingsWishlist = WishlistQuery['wishlist'];
