import { isHttpUrl } from './httpUrl';

/**
 * The share page under the remote's mount point: the manifest's share_target (`url`, `text`,
 * `title`) and the bookmarklet's (`?list=` one list). Not in WishlistsPaths: the public list's
 * first visit loads that module, and only the owner's screens need this path.
 */
export const shareTarget = (listPath: string) => `${listPath}/share`;

/** The query parameter of a list's page that opens its add-item dialog on a product address. */
export const ADD_PARAM = 'add';

/** Punctuation a sentence puts right after an address ("regarde https://…/gigoteuse !"): not part of it. */
const TRAILING = /[)\]}>»”’'".,;:!?]+$/;

/**
 * The first http(s) address in what another app shared (docs/product.md#items-from-any-shop):
 * the `url` field, else the `text` field (Android's share sheet puts the address there, often
 * after the page's title), else `title`. Undefined when none holds one.
 */
export function firstHttpUrl(...texts: Array<string | null | undefined>): string | undefined {
  for (const text of texts) {
    for (const [found] of (text ?? '').matchAll(/https?:\/\/[^\s<>"]+/gi)) {
      const url = found.replace(TRAILING, '');
      if (isHttpUrl(url)) return url;
    }
  }
  return undefined;
}

/** `listPath` (a list's page) with its add-item dialog opening on `url`. */
export const withAddParam = (listPath: string, url: string) => `${listPath}?${ADD_PARAM}=${encodeURIComponent(url)}`;

/**
 * The bookmarklet's code: from a shop's tab, opens `target` (the share page for one list, absolute)
 * with the tab's address, in a new tab without opener nor referrer. It reads `location.href` and
 * nothing else of the shop's page (no title, no selection, no cookie).
 */
export function bookmarkletCode(target: string): string {
  const start = `${target}${target.includes('?') ? '&' : '?'}url=`;
  return `javascript:void(window.open(${JSON.stringify(start)}+encodeURIComponent(location.href),'_blank','noopener,noreferrer'))`;
}
