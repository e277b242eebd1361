// When a server-rendered page answers what a visitor does: the app hydrated it (React's props on
// the element), or it is a guest page sent as islands and its island has started
// (docs/architecture.md#islands). Both run in the page (Playwright's evaluate): self-contained.
// untilServerRendered runs in the test.
import { expect, type Page } from '@playwright/test';
import { BASE } from './browser';

/** Whether `element` answers a tap. */
export const answersTaps = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$')) ||
  (element.closest('[data-island-tap]') !== null && document.documentElement.hasAttribute('data-island-ready'));

/** Whether the page is live: React owns its <h1>, or its island has started. */
export const pageIsLive = (): boolean =>
  document.documentElement.hasAttribute('data-island-ready') ||
  Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber'));

/**
 * Waits until the server sends `path` rendered, as a visitor reloading would. A cold server's first
 * render of a page (its code compiled on a render thread) can run past the render budget on a loaded
 * machine, and the plain page is sent then; that render still ends and leaves its thread warm.
 */
export async function untilServerRendered(path: string) {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${BASE}${path}`, { headers: { 'accept-language': 'fr-FR' } });
        return (await res.text()).includes('data-ssr="fr"');
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** Resolves once the page's main thread has had nothing left to do: what came before has run. */
export const untilIdle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
