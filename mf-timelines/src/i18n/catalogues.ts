import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';
import { timelinesCardCatalogues } from './card/catalogues';

/** The messages this remote adds (its card's included) to the shell's IntlProvider (defineRemote adds the common catalogue it was built with). */
export const timelinesCatalogues: Catalogues = {
  fr: { ...timelinesCardCatalogues.fr, ...fr },
  en: { ...timelinesCardCatalogues.en, ...en },
};
