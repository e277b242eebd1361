import { expect, type Page } from '@playwright/test';

/** Waits until the service worker (/app/sw.js) is active for the page: it registers once the page is idle. */
export async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/app/'))?.active?.state ?? 'none'), {
      timeout: 30_000,
    })
    .toBe('activated');
}

/** The URLs the worker keeps in a run-time cache (none when the cache is gone). */
export const keptUrls = (page: Page, cache: string) =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => r.url) : []), cache);

/** Waits until the worker keeps the page at `path` (the guest page just visited). */
export async function pageKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => (await keptUrls(page, 'cigogne-pages')).some((url) => new URL(url).pathname === path), { timeout: 30_000 })
    .toBe(true);
}
