import type { Catalogues } from '../catalogues';
import { en } from './en';
import { fr } from './fr';

/** The co-owners panel's messages, in both languages. */
export const coOwnersCatalogues: Catalogues = { fr, en };
