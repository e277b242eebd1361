/** The languages of the product (docs/product.md#languages-and-formats), French first: the default. */
const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language the browser app's first render picks for a visitor with no stored choice
 * (ui/src/i18n/language.ts: the first of navigator.languages that is French or English, else
 * French). navigator.languages is what the browser sends as Accept-Language, best first.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: range.trim().toLowerCase().split(/[-_]/)[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranges) {
    const language = LANGUAGES.find((l) => l === base);
    if (language) return language;
  }
  return 'fr';
}
