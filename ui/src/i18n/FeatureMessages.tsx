import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalogues } from './catalogues';
import { toLanguage, DEFAULT_LANGUAGE } from './language';

/**
 * For remotes: adds a feature catalogue to the messages of the surrounding IntlProvider
 * (the shell's, shared through react-intl), following its language.
 * `<FeatureMessages catalogues={{ fr, en }}>…</FeatureMessages>`
 */
export function FeatureMessages({ catalogues, children }: { catalogues: Catalogues; children: ReactNode }) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? DEFAULT_LANGUAGE;
  // react-intl types messages as a MessageFormatElement map; merged plain strings are equally valid
  const messages = useMemo(
    () => ({ ...intl.messages, ...catalogues[language] }) as Record<string, string>,
    [intl.messages, catalogues, language],
  );
  return (
    <IntlProvider locale={intl.locale} defaultLocale={DEFAULT_LANGUAGE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
