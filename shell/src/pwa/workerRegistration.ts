import { KEEP_PAGE } from '../service-worker/caches';

/**
 * Registers the service worker (/app/sw.js, scope /app/). The visit that installs it went by it:
 * the worker is then asked to keep this page (it keeps guest pages only). No chunk of its own: the
 * island loader calls it without Module Federation's or rspack's chunk loading.
 */
export function registerAndKeepPage(): Promise<ServiceWorkerRegistration> {
  const registration = navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' });
  if (!navigator.serviceWorker.controller)
    void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: KEEP_PAGE, url: location.href }));
  return registration;
}
