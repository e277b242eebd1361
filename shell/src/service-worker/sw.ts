/**
 * The service worker, /app/sw.js with scope /app/ (docs/architecture.md#service-worker): built by
 * `rspack build --env sw` and given its precache list by Workbox's injectManifest after the
 * shell's build, so each build of the shell is a new worker.
 *
 * - The precache: the shell's page, its islands' loader, the manifest and the icons (small: a
 *   guest's first visit stays cheap).
 * - Guest pages: network first, the last one seen when offline (guest-pages.ts).
 * - Hashed scripts, stylesheets and fonts (the name changes with the bytes, so a kept one is
 *   never stale), of this origin or a remote's: from the cache once fetched. Every other request (/api, /graphql, the
 *   remotes' manifests and entries, any unhashed file) goes to the network as if there were no
 *   worker: a new deployment is picked up on the next visit, never mixed with a kept one.
 * - A new worker waits until the page asks it to take over (the update notice's reload button).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_CACHE, KEEP_PAGE, SKIP_WAITING } from './caches';
import { answerGuestPage, isGuestPage, keepGuestPage } from './guest-pages';
import { listenForPushEvents } from './push-events';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// only the files' own URLs: a navigation to /app/ must never get a kept index.html (an older
// build's, whose hashed files a deployment may have removed)
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => isGuestPage(url, request),
  ({ url, request }) => answerGuestPage(url, request),
);

/** A file whose name carries its content hash (name.0123abcd.js): its bytes never change. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?)$/;
// the build's files only: never an image (a photo is someone's)
const ASSET_DESTINATIONS = new Set(['script', 'style', 'font']);
registerRoute(
  ({ url, request }) => request.method === 'GET' && ASSET_DESTINATIONS.has(request.destination) && HASHED.test(url.pathname),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

listenForPushEvents();

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
  else if (event.data?.type === KEEP_PAGE && typeof event.data.url === 'string')
    event.waitUntil(keepGuestPage(event.data.url).catch(() => undefined));
});
