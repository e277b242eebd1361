import { sharedWithMeResolver } from '../co-owners/index.js';
import { sharedWith } from '../../common/ownership.js';
import type { GatewayModule } from '../module.js';
import { wishlistsAdminList } from './wishlist.admin.js';
import { wishlistsErasure, wishlistsExport } from './wishlist.account-data.js';
import { ItemPhotoResolver } from './item-photo.resolver.js';
import { ItemPhotoService } from './item-photo.service.js';
import { Reservation } from './reservation.entity.js';
import { ReservationService } from './reservation.service.js';
import { ThankNoteResolver } from './thank-notes.resolver.js';
import { THANK_NOTE_TASK, ThankNoteService } from './thank-notes.service.js';
import { inRequestContext } from '../../db/request-context.js';
import { WishlistItem } from './wishlist-item.entity.js';
import { WishlistLiveResolver } from './wishlist-live.resolver.js';
import { wishlistLiveAccess } from './wishlist.live.js';
import { listVisibleTo } from './wishlist.rules.js';
import { WishlistItemService } from './wishlist-items.service.js';
import { WishlistReportService } from './wishlist-reports.service.js';
import { Wishlist } from './wishlist.entity.js';
import { ItemResolver } from './wishlist-item.resolver.js';
import { WishlistResolver } from './wishlist.resolver.js';
import { wishlistRoutes } from './wishlist.routes.js';
import { WishlistService } from './wishlist.service.js';
import { wishlistsApi } from './wishlists.openapi.js';

/** The module's services, by concern: the lists, their items and items' photos, reservations of items, the owner's reports (stats, CSV) and thank-you notes. */
export interface WishlistServices {
  lists: WishlistService;
  items: WishlistItemService;
  photos: ItemPhotoService;
  reservations: ReservationService;
  reports: WishlistReportService;
  thankNotes: ThankNoteService;
}

// the list's GraphQL root is the entity or its read view (which decided it already)
const WishlistSharedResolver = sharedWithMeResolver<Wishlist | { sharedWithMe: boolean }>(Wishlist, (page, userId) =>
  page instanceof Wishlist ? sharedWith(page, userId) : page.sharedWithMe,
);

export const wishlistsModule: GatewayModule<'wishlists', WishlistServices> = {
  name: 'wishlists',
  entities: [Wishlist, WishlistItem, Reservation],
  createService: ({ em, config, services }) => {
    const items = new WishlistItemService(em, services.photos);
    // the public list and the owner's screens follow its changes live (wishlistChanged)
    services.live.watch('wishlists', wishlistLiveAccess(em));
    // an item's photo is served to whoever may see its list
    services.photos.setListVisibility(listVisibleTo);
    return {
      lists: new WishlistService(em, services.photos),
      items,
      photos: new ItemPhotoService(em, items, services.photos),
      reservations: new ReservationService(em, items, services.mail, services.rateLimits, config),
      reports: new WishlistReportService(em),
      thankNotes: new ThankNoteService(em, items, services.mail, config),
    };
  },
  resolvers: [
    [WishlistResolver, (s) => new WishlistResolver(s.wishlists)],
    [ItemResolver, () => new ItemResolver()],
    [ItemPhotoResolver, (s) => new ItemPhotoResolver(s.wishlists.photos)],
    [WishlistLiveResolver, () => new WishlistLiveResolver()],
    [ThankNoteResolver, (s) => new ThankNoteResolver(s.wishlists.thankNotes)],
    [WishlistSharedResolver, () => new WishlistSharedResolver()],
  ],
  routes: wishlistRoutes,
  api: wishlistsApi,
  tasks: ({ em, services }) => ({
    [THANK_NOTE_TASK]: {
      run: async (payload) => {
        const { id, from } = payload as { id: string; from: string };
        await inRequestContext(em, () => services.wishlists.thankNotes.deliver(id, from));
      },
    },
  }),
  exportPart: wishlistsExport,
  erasurePart: wishlistsErasure,
  adminLists: { wishlists: wishlistsAdminList },
};
