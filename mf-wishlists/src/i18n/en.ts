import type { WishlistsMessageId } from './fr';
import { guestEn } from './guest.en';
import { ownerEn } from './owner.en';

/** Feature catalogue of mf_wishlists (`wishlists.*`), English; same keys as fr.ts. */
export const en: Record<WishlistsMessageId, string> = { ...ownerEn, ...guestEn };
