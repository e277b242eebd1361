/**
 * The names the service worker and the page agree on: the caches it fills at run time (the
 * precache is Workbox's own) and the messages the page posts to it.
 */
/** Guest pages (the public wishlist, public timeline, guest wizard) as last seen, with when. */
export const PAGES_CACHE = 'cigogne-pages';
/** Hashed files (scripts, styles, fonts, images) those pages used, from this origin or a remote's. */
export const ASSETS_CACHE = 'cigogne-assets';
/** Every cache filled at run time: what logging out empties. */
export const RUNTIME_CACHES = [PAGES_CACHE, ASSETS_CACHE];
/** The header a kept page carries: when it was seen (ISO 8601). */
export const SEEN_HEADER = 'x-cigogne-seen';
/** The page's message asking a waiting worker to take over (the update notice's reload button). */
export const SKIP_WAITING = 'skip-waiting';
/** The page's message naming a guest page the worker did not see (the first visit): keep it. */
export const KEEP_PAGE = 'keep-page';
