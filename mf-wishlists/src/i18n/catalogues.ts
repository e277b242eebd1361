import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';
import { wishlistsCardCatalogues } from './card/catalogues';

/** The messages this remote adds (its card's included) to the shell's IntlProvider (defineRemote adds the common catalogue it was built with). */
export const wishlistsCatalogues: Catalogues = {
  fr: { ...wishlistsCardCatalogues.fr, ...fr },
  en: { ...wishlistsCardCatalogues.en, ...en },
};
