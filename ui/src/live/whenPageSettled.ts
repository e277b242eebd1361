/** How long after the page's load (and an idle moment) live updates start. */
export const LIVE_START_DELAY_MS = 2000;

/**
 * Runs `start` once the page has loaded, LIVE_START_DELAY_MS later, when the browser is idle:
 * live updates never compete with the first paint's downloads on a phone, and a tool waiting for
 * the network to go quiet (Lighthouse, `npm run size`) sees the page's own requests only. Nothing
 * is lost meanwhile: the page refetches once connected. Returns a cancel function.
 */
export function whenPageSettled(start: () => void, delayMs = LIVE_START_DELAY_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => !cancelled && start();
  const afterLoad = () => {
    timer = setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 2000 }) : run()), delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
  };
}
