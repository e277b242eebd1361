/**
 * The page a URL shows, as rendered and cached: its path without query or fragment (no
 * server-rendered page reads them), dot segments resolved, repeated and trailing slashes dropped.
 * Case is kept: tokens and ids in paths are case-sensitive. `/app/login?x=1` … `?x=N` are one page.
 */
export function renderedPageUrl(url: string): string {
  // concatenated, not resolved against a base: `//host/path` must stay a path
  const { pathname } = new URL(`http://x${url.startsWith('/') ? '' : '/'}${url}`);
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}
