import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../src/i18n/language';

const setBrowserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });

afterEach(() => setBrowserLanguages(['en-US']));

it('prefers the stored language', () => {
  setBrowserLanguages(['fr-FR']);
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-GB');
  expect(detectLanguage()).toBe('en');
});

it('falls back to the browser language, then French', () => {
  setBrowserLanguages(['de-DE', 'en-US']);
  expect(detectLanguage()).toBe('en');
  setBrowserLanguages(['de-DE']);
  Object.defineProperty(window.navigator, 'language', { value: 'de-DE', configurable: true });
  expect(detectLanguage()).toBe('fr');
});
