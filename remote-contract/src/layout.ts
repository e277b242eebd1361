/**
 * The shell's page layout, as a remote sizes itself against it. The shell sets this CSS custom
 * property on its layout (shell/src/layout/AppLayout.tsx) to the height of its sticky header, so a
 * remote never restates that height.
 */
export const HEADER_HEIGHT_PROPERTY = '--cigogne-header-height';

/**
 * The viewport's height below the shell's header, less `minus` (a CSS length) when given: the
 * min-height of a loading page, so that nothing below it jumps when the page arrives. The fallback
 * is for a remote run alone (`npm run dev -w mf-<x>`), whose page header is antd's 64px one.
 */
export function heightBelowHeader(minus?: string): string {
  return `calc(100vh - var(${HEADER_HEIGHT_PROPERTY}, 64px)${minus ? ` - ${minus}` : ''})`;
}
