import { describe, expect, it } from '@jest/globals';
import { languageOf } from '../ssr/accept-language.js';

// The server must pick the language the browser's first render picks (ui/src/i18n/language.ts:
// the first French or English entry of navigator.languages, else French), or it cannot hydrate.
describe('languageOf', () => {
  it('takes the first supported language, best first', () => {
    expect(languageOf('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(languageOf('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr');
    expect(languageOf('de-DE,de;q=0.9,en;q=0.8,fr;q=0.7')).toBe('en');
    expect(languageOf('fr;q=0.5, en;q=0.8')).toBe('en');
  });

  it('falls back to French when nothing supported is asked for, or nothing is', () => {
    expect(languageOf('de-DE,es;q=0.5')).toBe('fr');
    expect(languageOf(undefined)).toBe('fr');
    expect(languageOf('')).toBe('fr');
    expect(languageOf('en;q=0,de')).toBe('fr');
  });
});
