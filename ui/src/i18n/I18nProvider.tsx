import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { mergeCatalogues, type Catalogues } from './catalogues';
import { LanguageContext } from './LanguageContext';
import { DEFAULT_LANGUAGE, detectLanguage, storeLanguage, type Language } from './language';

interface Props {
  /** Feature catalogues added on top of the common one (e.g. the shell's). */
  catalogues?: Catalogues[];
  /** Forces the starting language (tests); otherwise detected. */
  initialLanguage?: Language;
  children: ReactNode;
}

/** react-intl provider with language detection and a switch that applies at once and persists. */
export function I18nProvider({ catalogues = [], initialLanguage, children }: Props) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? detectLanguage());

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
    dayjs.locale(language);
  }, [language]);

  const messages = useMemo(() => mergeCatalogues(language, ...catalogues), [language, catalogues]);
  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
