/**
 * The app's service worker registration: whenIdle.ts loads this once the page is interactive and
 * idle. When a new worker (a new deployment of the shell) is installed and waiting, the update
 * notice (a chunk of its own) offers to reload; its button lets the new worker take over, then the
 * page reloads once.
 */
import { SKIP_WAITING } from '../service-worker/caches';
import { registerAndKeepPage } from './workerRegistration';

function offerUpdate(waiting: ServiceWorker, language: 'fr' | 'en'): void {
  void import(/* webpackChunkName: "update-notice" */ './updateNotice').then(({ showUpdateNotice }) =>
    showUpdateNotice(language, () => {
      let reloaded = false;
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (reloaded) return;
        reloaded = true;
        location.reload();
      });
      waiting.postMessage(SKIP_WAITING);
    }),
  );
}

function watchForUpdate(registration: ServiceWorkerRegistration, language: () => 'fr' | 'en'): void {
  // a first install has no page to update: only a worker replacing one in control is an update
  const onInstalled = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) offerUpdate(worker, language());
  };
  if (registration.waiting) onInstalled(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') onInstalled(worker);
    });
  });
}

/** `language`: the page's language when the notice shows (the app's may change meanwhile). */
export function registerWorker(language: () => 'fr' | 'en'): void {
  registerAndKeepPage()
    .then((registration) => watchForUpdate(registration, language))
    .catch((error: unknown) => console.warn('service worker', error));
}
