import { guestFr } from './guest.fr';
import { ownerFr } from './owner.fr';

/** Feature catalogue of mf_wishlists (`wishlists.*`), French (the default language). */
export const fr = { ...ownerFr, ...guestFr };

export type WishlistsMessageId = keyof typeof fr;
