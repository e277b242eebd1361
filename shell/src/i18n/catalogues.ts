import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';

export const shellCatalogues: Catalogues = { fr, en };
