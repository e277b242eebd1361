import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';

/** The owner's screens' messages, in both languages. */
export const wishlistsOwnerCatalogues: Catalogues = { fr, en };
