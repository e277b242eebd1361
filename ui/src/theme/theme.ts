import type { ThemeConfig } from 'antd';

/**
 * Cigogne's type scale (docs/architecture.md#shared-modules): seven sizes in px, about 1.2 apart,
 * the only font sizes the app's stylesheets and antd's tokens use (scripts/__tests__/type-scale
 * holds them to it). Fewer sizes read calmer: a page has a body, a few headings and small print.
 */
export const TYPE_SCALE = {
  /** Small print: captions, counts, badges, secondary lines. */
  small: 13,
  /** Body text and controls. */
  body: 15,
  /** A card's title, a lead line, a button that carries a page. */
  lead: 17,
  /** A section's heading (h3). */
  h3: 20,
  /** A page's sub-heading (h2). */
  h2: 24,
  /** A page's title (h1). */
  h1: 30,
  /** A banner's title: a baby's name, a list's cover. */
  display: 36,
} as const;

/** antd's font tokens on the scale: its headings (h1 to h5) and its small, large and extra-large text. */
export const TYPE_TOKENS = {
  fontSize: TYPE_SCALE.body,
  fontSizeSM: TYPE_SCALE.small,
  fontSizeLG: TYPE_SCALE.lead,
  fontSizeXL: TYPE_SCALE.h3,
  fontSizeHeading1: TYPE_SCALE.display,
  fontSizeHeading2: TYPE_SCALE.h1,
  fontSizeHeading3: TYPE_SCALE.h2,
  fontSizeHeading4: TYPE_SCALE.h3,
  fontSizeHeading5: TYPE_SCALE.lead,
} as const;

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
    ...TYPE_TOKENS,
  },
  components: {
    Layout: { headerBg: brand.surface, footerBg: 'transparent', headerPadding: '0 24px', headerHeight: HEADER_HEIGHT },
    Card: { borderRadiusLG: 16 },
    Button: { fontWeight: 500 },
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: brand.primary },
  },
};
