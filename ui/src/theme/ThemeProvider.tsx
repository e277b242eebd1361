import { ConfigProvider, theme as antdTheme } from 'antd';
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
 *
 * No antd `App` wrapper: it would bring modal, notification and message (and their dialog and
 * portal code) into every page for the one screen that toasts (which uses `message.useMessage`).
 * BaseText gives the text outside antd components what `App` gave it: the theme's font and colour.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const language = toLanguage(useIntl().locale) ?? DEFAULT_LANGUAGE;
  return (
    <ConfigProvider theme={theme} locale={antdLocales[language]}>
      <BaseText>{children}</BaseText>
    </ConfigProvider>
  );
}

function BaseText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const style = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily };
  return <div style={style}>{children}</div>;
}
