import { useT } from '@cigogne/ui/i18n/useT';
import type { WishlistsMessageId } from './fr';

/** ui's useT, checked against the common catalogue and this feature's `wishlists.*` ids. */
export const useWishlistsT = () => useT<WishlistsMessageId>();
