import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';

/** The messages this remote adds to the shell's IntlProvider (defineRemote adds the common catalogue it was built with). */
export const predictionsCatalogues: Catalogues = { fr, en };
