/**
 * Guest pages offline (docs/product.md#offline-and-updates): a navigation to a public wishlist,
 * public timeline or guest wizard goes to the network first and keeps the answer; when the network
 * fails, the page last seen is answered instead, marked on its <html> with when it was seen
 * (`data-offline-seen`), which the page's island turns into the offline notice. Only these pages
 * are kept: the server renders them signed out (never with the visitor's token or cookies), so
 * nothing of an account is in them. Any other navigation, /api and /graphql are never kept.
 */
import { ASSETS_CACHE, PAGES_CACHE, SEEN_HEADER } from './caches';

/** /app/wishlists/<uuid>, /app/timelines/<uuid>, /app/predictions/<uuid>: the guest pages. */
const GUEST_PAGE = /^\/app\/(wishlists|timelines|predictions)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

export const isGuestPath = (url: URL) => url.origin === self.location.origin && GUEST_PAGE.test(url.pathname);

export const isGuestPage = (url: URL, request: Request) => request.mode === 'navigate' && request.method === 'GET' && isGuestPath(url);

/** The page's stylesheets and scripts with a hash in their name (its island's file among them). */
const ASSET_URL = /(?:<link rel="stylesheet" href|<script[^>]* src|data-island-src)="([^"]+\.[0-9a-f]{8,}\.(?:css|js))"/g;

/**
 * What the page needs to show itself offline, kept with it: the first visit ran before the worker
 * was there to see these requests. Another origin's (a remote's) are kept as the page's own
 * <script> and <link> ask for them (no CORS).
 */
async function keepAssets(html: string, base: URL): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const urls = new Set([...html.matchAll(ASSET_URL)].map((match) => new URL(match[1].replace(/&amp;/g, '&'), base).href));
  await Promise.all(
    [...urls].map(async (url) => {
      if (await cache.match(url)) return;
      const sameOrigin = new URL(url).origin === self.location.origin;
      const response = await fetch(url, sameOrigin ? {} : { mode: 'no-cors' });
      if (response.ok || response.type === 'opaque') await cache.put(url, response);
    }),
  );
}

/** The cache key: the path alone (the server renders no page from its query string). */
const keyOf = (url: URL) => new Request(url.origin + url.pathname.replace(/\/$/, ''));

/** A server-rendered page worth keeping: a 200 HTML answer rendered on the server (not the plain page). */
async function keep(url: URL, response: Response): Promise<void> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
  const body = await response.text();
  if (!body.includes('data-ssr=')) return;
  const headers = new Headers(response.headers);
  headers.set(SEEN_HEADER, new Date().toISOString());
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(keyOf(url), new Response(body, { status: 200, headers }));
  await keepAssets(body, url);
}

/** A guest page the worker did not see (the visit that installed it), fetched and kept now. */
export async function keepGuestPage(href: string): Promise<void> {
  const url = new URL(href);
  if (!isGuestPath(url)) return;
  await keep(url, await fetch(url.href, { headers: { accept: 'text/html' }, credentials: 'omit' }));
}

/** The kept page, marked as seen offline (the date is the island's to format, in the page's language). */
async function lastSeen(url: URL): Promise<Response | undefined> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = await cache.match(keyOf(url));
  if (!kept) return undefined;
  const seen = kept.headers.get(SEEN_HEADER) ?? '';
  const body = (await kept.text()).replace(/<html\b/i, `<html data-offline-seen="${seen.replace(/[^0-9TZ:.+-]/g, '')}"`);
  const headers = new Headers(kept.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, { status: 200, headers });
}

export async function answerGuestPage(url: URL, request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(url, response.clone()).catch(() => undefined);
    return response;
  } catch (networkError) {
    const kept = await lastSeen(url);
    if (kept) return kept;
    throw networkError;
  }
}
