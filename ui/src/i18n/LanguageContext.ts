import { createContext, useContext } from 'react';
import type { Language } from './language';

export interface LanguageState {
  language: Language;
  /** Applies at once (messages, antd locale, dates) and persists in localStorage `i18nextLng`. */
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState | null>(null);

/**
 * The current language and its setter, inside <I18nProvider> (the shell).
 * Remotes bundle their own copy of @cigogne/ui, so they read the language with
 * react-intl's `useIntl().locale` (a shared singleton) rather than this hook.
 */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage() must be used inside <I18nProvider>');
  return state;
}
