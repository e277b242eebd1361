import { en } from './en';
import { fr } from './fr';
import { commonCardCatalogues } from './card/catalogues';
import type { Language } from './language';

export type Catalogue = Record<string, string>;
export type Catalogues = Record<Language, Catalogue>;

/** The common catalogue (`common.*`, `errors.*`) in both languages. */
export const commonCatalogues: Catalogues = {
  fr: { ...commonCardCatalogues.fr, ...fr },
  en: { ...commonCardCatalogues.en, ...en },
};

/** Common messages overlaid with feature catalogues, for one language. */
export function mergeCatalogues(language: Language, ...catalogues: Catalogues[]): Catalogue {
  return Object.assign({}, commonCatalogues[language], ...catalogues.map((c) => c[language]));
}
