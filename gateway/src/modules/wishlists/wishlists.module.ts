import type { FeatureModule } from '../module.js';
import { Reservation } from './reservation.entity.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { Wishlist } from './wishlist.entity.js';
import { ItemResolver, WishlistResolver } from './wishlist.resolver.js';
import { wishlistRoutes } from './wishlist.routes.js';
import { WishlistService } from './wishlist.service.js';

export const wishlistsModule: FeatureModule<'wishlists', WishlistService> = {
  name: 'wishlists',
  entities: [Wishlist, WishlistItem, Reservation],
  createService: ({ em, config, services }) => new WishlistService(em, services.mail, services.rateLimits, config),
  resolvers: [
    [WishlistResolver, (s) => new WishlistResolver(s.wishlists)],
    [ItemResolver, (s) => new ItemResolver(s.wishlists)],
  ],
  routes: wishlistRoutes,
};
