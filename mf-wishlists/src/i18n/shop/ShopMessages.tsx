import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { FeatureMessages } from '@cigogne/ui/i18n/FeatureMessages';
import { useT } from '@cigogne/ui/i18n/useT';
import type { ReactNode } from 'react';
import type { WishlistsMessageId } from '../fr';
import { en } from './en';
import { fr, type WishlistsShopMessageId } from './fr';

const shopCatalogues: Catalogues = { fr, en };

/** Adds the shop screens' messages to the remote's (see fr.ts). */
export const ShopMessages = ({ children }: { children: ReactNode }) => (
  <FeatureMessages catalogues={shopCatalogues}>{children}</FeatureMessages>
);

/** useT over the remote's ids and the shop screens' (inside ShopMessages). */
export const useShopT = () => useT<WishlistsMessageId | WishlistsShopMessageId>();
