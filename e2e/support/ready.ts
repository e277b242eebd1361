// Waits of the e2e tests on a server-rendered page; the in-page predicates are in live-page.ts.
import { expect, type Page } from '@playwright/test';
import { BASE } from './browser';

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
