import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/LanguageContext';
import { theme } from './theme';

const antdLocales = { fr: frFR, en: enUS };

/** antd ConfigProvider with the product theme and the antd locale of the current language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <ConfigProvider theme={theme} locale={antdLocales[language]}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
