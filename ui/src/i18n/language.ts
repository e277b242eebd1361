/** Supported languages; French is the default (docs/product.md#languages-and-formats). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** localStorage key of the chosen language (name kept from the product's i18next era). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** 'fr-FR' -> 'fr', 'en-GB' -> 'en', anything else -> undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Language from localStorage, then the browser's preferred languages, then French. */
export function detectLanguage(): Language {
  const stored = toLanguage(readStored());
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of browser) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
