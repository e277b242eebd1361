import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE, toLanguage } from '../i18n/language';
import { theme } from './theme';

const antdLocales = { fr: frFR, en: enUS };

/**
 * antd ConfigProvider with the product theme and the antd locale of the current language (read
 * from react-intl, the one i18n context every frontend shares). antd is not a shared singleton
 * (each frontend bundles only the components it uses), so the shell and each remote render their
 * own ThemeProvider.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const language = toLanguage(useIntl().locale) ?? DEFAULT_LANGUAGE;
  return (
    <ConfigProvider theme={theme} locale={antdLocales[language]}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
