import { en as commonEn } from '@cigogne/ui/i18n/en';
import { fr as commonFr } from '@cigogne/ui/i18n/fr';
import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';

/**
 * The messages this remote adds to the shell's IntlProvider. The common catalogue it was built with
 * comes too, so shared components (share panel, delete dialog, ...) find their keys even when the
 * running shell was built before they existed (remotes deploy independently).
 */
export const timelinesCatalogues: Catalogues = {
  fr: { ...commonFr, ...fr },
  en: { ...commonEn, ...en },
};
