// When a server-rendered page answers what a visitor does: the app hydrated it (React's props on
// the element), or it is a guest page sent as islands and its island has started
// (docs/architecture.md#islands). Both run in the page (Playwright's evaluate): self-contained, and
// this file imports nothing, so plain Node (the perf scripts) loads it as well as Playwright does.

/** Whether `element` answers a tap. */
export const answersTaps = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$')) ||
  (element.closest('[data-island-tap]') !== null && document.documentElement.hasAttribute('data-island-ready'));

/** Whether the page is live: React owns its <h1>, or its island has started. */
export const pageIsLive = (): boolean =>
  document.documentElement.hasAttribute('data-island-ready') ||
  Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber'));
