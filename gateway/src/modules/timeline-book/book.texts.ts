import { formatAgeAt } from '@cigogne/remote-contract/age.mjs';
import { formatWithFirst } from '@cigogne/remote-contract/dates.mjs';

/** The book's own words, in the owner's language (fr default, en). */
const TEXTS = {
  fr: {
    born: (date: string) => `Né·e le ${date}`,
    ageAt: (age: string) => `à ${age}`,
    beforeBirth: 'avant la naissance',
    footnote: (name: string) => `Le livre de bébé de ${name} · Cigogne`,
    filename: 'livre-de-bebe',
  },
  en: {
    born: (date: string) => `Born on ${date}`,
    ageAt: (age: string) => `at ${age}`,
    beforeBirth: 'before birth',
    footnote: (name: string) => `${name}'s baby book · Cigogne`,
    filename: 'baby-book',
  },
} as const;

export type BookLanguage = keyof typeof TEXTS;
export const bookLanguage = (language: string | null | undefined): BookLanguage => (language === 'en' ? 'en' : 'fr');
export const textsOf = (language: BookLanguage) => TEXTS[language];

const locale = (language: BookLanguage) => (language === 'en' ? 'en-GB' : 'fr-FR');

/** "3 mars 2026", "1er juin 2026" / "3 March 2026". */
export const longDate = (date: Date, language: BookLanguage) =>
  formatWithFirst(new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'long', year: 'numeric' }), date);

/** The child's age on `at`, as the timeline shows it: "à 3 mois, 2 jours", or "avant la naissance". */
export function ageLine(birth: Date, at: Date, language: BookLanguage): string {
  const age = formatAgeAt(birth, at, locale(language));
  return age ? TEXTS[language].ageAt(age) : TEXTS[language].beforeBirth;
}
