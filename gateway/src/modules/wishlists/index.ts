/**
 * The wishlists module's face (birth lists): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { wishlistsModule, type WishlistServices } from './wishlists.module.js';
export { type AdminWishlistRow } from './wishlist.admin.js';
