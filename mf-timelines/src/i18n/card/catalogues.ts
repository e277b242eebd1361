import type { Catalogues } from '@cigogne/ui/i18n/catalogues';
import { en } from './en';
import { fr } from './fr';

/** The dashboard card's messages ({ fr, en }), all its './dashboard-card' module loads (defineCard adds ui's card messages). */
export const timelinesCardCatalogues: Catalogues = { fr, en };
