import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';
import { predictionsCardCatalogues } from './card/catalogues';

/** The messages this remote adds (its card's included) to the shell's IntlProvider (defineRemote adds the common catalogue it was built with). */
export const predictionsCatalogues: Catalogues = {
  fr: { ...predictionsCardCatalogues.fr, ...fr },
  en: { ...predictionsCardCatalogues.en, ...en },
};
