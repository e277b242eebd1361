/**
 * Until a server-rendered page is hydrated its buttons do nothing and its forms would submit
 * natively (a GET to the page with the fields, passwords included, in the URL). The inline script
 * of index.html's <head> holds what the visitor does meanwhile, from before the first paint (a tap
 * can come before the app's first script has arrived): button clicks are stopped and remembered,
 * then replayed by the function this returns once the page is hydrated (bootstrap.tsx). A native
 * submit is never let through, before or after: every form of the app is handled by its own code.
 * Links keep working natively (a full navigation to the link's page).
 */
type Release = (when: (target: Element, replay: () => void) => void) => void;

/** How long a held event waits for its element to be hydrated before it is replayed anyway. */
const HYDRATION_WAIT_MS = 10_000;

// The shell's commit comes before the remote page's Suspense boundaries are hydrated (they hydrate
// in later passes): a click replayed then reaches a button without its handler. React marks the
// elements it has hydrated with its props; each held event waits for its own element.
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function whenHydrated(target: Element, replay: () => void, deadline = performance.now() + HYDRATION_WAIT_MS): void {
  if (!target.isConnected) return;
  if (isHydrated(target) || performance.now() > deadline) return replay();
  // a timer, not an animation frame: frames do not run in a hidden tab
  setTimeout(() => whenHydrated(target, replay, deadline), 20);
}

export function earlyEventsRelease(): () => void {
  const release = (window as { __cigogneEarlyEvents?: Release }).__cigogneEarlyEvents;
  return release ? () => release(whenHydrated) : () => {};
}
