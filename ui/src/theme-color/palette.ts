/**
 * The 19 theme colours (docs/product.md#theme-colours), in display order, with the shades every screen uses:
 * `swatch` for pickers and accents, `strong` for surfaces carrying white text (WCAG AA with white),
 * `soft` for light backgrounds. The one place these values live.
 */
export const THEME_COLORS = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'brown',
  'stone',
  'slate',
] as const;

export type ThemeColorName = (typeof THEME_COLORS)[number];

export interface ThemeShades {
  swatch: string;
  strong: string;
  soft: string;
}

export const THEME_PALETTE: Record<ThemeColorName, ThemeShades> = {
  red: { swatch: '#ef4444', strong: '#b91c1c', soft: '#fef2f2' },
  orange: { swatch: '#f97316', strong: '#c2410c', soft: '#fff7ed' },
  amber: { swatch: '#f59e0b', strong: '#b45309', soft: '#fffbeb' },
  yellow: { swatch: '#eab308', strong: '#a16207', soft: '#fefce8' },
  lime: { swatch: '#84cc16', strong: '#4d7c0f', soft: '#f7fee7' },
  green: { swatch: '#22c55e', strong: '#15803d', soft: '#f0fdf4' },
  emerald: { swatch: '#10b981', strong: '#047857', soft: '#ecfdf5' },
  teal: { swatch: '#14b8a6', strong: '#0f766e', soft: '#f0fdfa' },
  cyan: { swatch: '#06b6d4', strong: '#0e7490', soft: '#ecfeff' },
  sky: { swatch: '#0ea5e9', strong: '#0369a1', soft: '#f0f9ff' },
  blue: { swatch: '#3b82f6', strong: '#1d4ed8', soft: '#eff6ff' },
  indigo: { swatch: '#6366f1', strong: '#4338ca', soft: '#eef2ff' },
  violet: { swatch: '#8b5cf6', strong: '#6d28d9', soft: '#f5f3ff' },
  purple: { swatch: '#a855f7', strong: '#7e22ce', soft: '#faf5ff' },
  fuchsia: { swatch: '#d946ef', strong: '#a21caf', soft: '#fdf4ff' },
  pink: { swatch: '#ec4899', strong: '#be185d', soft: '#fdf2f8' },
  brown: { swatch: '#a0522d', strong: '#7c4a2d', soft: '#f7efe9' },
  stone: { swatch: '#78716c', strong: '#44403c', soft: '#fafaf9' },
  slate: { swatch: '#64748b', strong: '#334155', soft: '#f8fafc' },
};

export const DEFAULT_THEME_COLOR: ThemeColorName = 'blue';

/** Shades of a colour name from the server; an unknown name falls back to the default (blue). */
export function themeShades(color: string | null | undefined): ThemeShades {
  return THEME_PALETTE[(color ?? '') as ThemeColorName] ?? THEME_PALETTE[DEFAULT_THEME_COLOR];
}
