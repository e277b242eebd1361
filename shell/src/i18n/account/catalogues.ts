import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';

/** The account page's messages, in both languages. */
export const shellAccountCatalogues: Catalogues = { fr, en };
