import type { Catalogues } from '../catalogues';
import { en } from './en';
import { fr } from './fr';

/** The common messages of the light dashboard cards ({ fr, en }), which defineCard adds to a card's own. */
export const commonCardCatalogues: Catalogues = { fr, en };
