/** Runs `run` once the page has loaded and the browser is idle: what must not compete with a first visit. */
export function whenIdle(run: () => void): void {
  if (document.readyState !== 'complete') {
    window.addEventListener('load', () => whenIdle(run), { once: true });
    return;
  }
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 1000);
}

/** The app's service worker registration, after the page is interactive (its code too loads then). */
export function registerWorkerLater(language: () => 'fr' | 'en'): void {
  if (!('serviceWorker' in navigator)) return;
  whenIdle(() => {
    void import(/* webpackChunkName: "register-worker" */ './registerWorker').then(
      ({ registerWorker }) => registerWorker(language),
      console.warn,
    );
  });
}
