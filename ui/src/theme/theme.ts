import type { ThemeConfig } from 'antd';

/** Brand colours: a soft stork blue with warm sand accents. */
export const brand = {
  primary: '#3b6797',
  accent: '#e8a87c',
  background: '#f7f5f2',
  surface: '#ffffff',
  text: '#2b2d42',
} as const;

/** The product's font stack (antd's token, and the plain-DOM notices of ui/src/islands and the shell's pwa/). */
export const FONT_FAMILY = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Height of the page header (antd's Layout.Header): the shell's, which it passes on to the remotes (remote-contract/layout.ts). */
export const HEADER_HEIGHT = 64;

/** The one antd theme of the product (shared by remotes through the antd singleton). */
export const theme: ThemeConfig = {
  cssVar: { key: 'cigogne' },
  // Plain selectors (`.ant-btn`, no token hash): the styles of the first screens' components are
  // built into a static stylesheet (antd-first-paint.css), which antd's CSS-in-JS finds by path.
  hashed: false,
  token: {
    colorPrimary: brand.primary,
    // antd's default red (#ff4d4f) under white text is 3.3:1; this one passes WCAG AA
    colorError: '#cf1322',
    colorInfo: brand.primary,
    colorLink: '#335d8a',
    colorBgLayout: brand.background,
    colorTextBase: brand.text,
    // WCAG AA on the sand background: antd's default translucent greys are too light
    colorTextSecondary: '#565c6b',
    colorTextTertiary: '#5a6070',
    colorTextDescription: '#5a6070',
    // placeholders (a Select's "Sans catégorie") are read as content by axe: 4.5:1 on white
    colorTextPlaceholder: '#6b7080',
    borderRadius: 10,
    fontFamily: FONT_FAMILY,
    fontSize: 15,
  },
  components: {
    Layout: { headerBg: brand.surface, footerBg: 'transparent', headerPadding: '0 24px', headerHeight: HEADER_HEIGHT },
    Card: { borderRadiusLG: 16 },
    Button: { fontWeight: 500 },
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: brand.primary },
  },
};
