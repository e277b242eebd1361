// A new deployment reaches an open page (docs/operations.md#service-worker-updates): the browser
// finds a new /app/sw.js on the next visit, the new worker waits, the page says an update is ready
// in its language, and its Reload button lets the new worker take over and reloads once. The
// deployment is simulated by changing the built worker's bytes (and its compressed copies), as a
// new build of the shell does; the files are put back after.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { workerActive } from '../support/service-worker';

const DIST = path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist');
const FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'];

/** Serves another worker at /app/sw.js (a new deployment); gives back a function that puts the built one back. */
function deployNewWorker(): () => void {
  const saved = FILES.map((file) => [file, readFileSync(path.join(DIST, file))] as const);
  const script = Buffer.concat([saved[0][1], Buffer.from(`\n// deployment ${Date.now()}\n`)]);
  writeFileSync(path.join(DIST, 'sw.js'), script);
  writeFileSync(path.join(DIST, 'sw.js.br'), zlib.brotliCompressSync(script));
  writeFileSync(path.join(DIST, 'sw.js.gz'), zlib.gzipSync(script));
  return () => saved.forEach(([file, bytes]) => writeFileSync(path.join(DIST, file), bytes));
}

const waitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/app/'))?.waiting));

test.describe('pwa: a new deployment', () => {
  test.skip(!process.env.E2E_OWN_SERVER, 'changes the built files of the server it started');

  for (const { locale, ready, reload, name } of [
    { locale: 'fr-FR', ready: 'Une nouvelle version de Cigogne est prête.', reload: 'Recharger', name: 'fr' },
    { locale: 'en-US', ready: 'A new version of Cigogne is ready.', reload: 'Reload', name: 'en' },
  ]) {
    test(`the page says an update is waiting and its button takes it (${name})`, async ({ browser }) => {
      const { context, page } = await newPage(browser, { viewport: PHONE, locale });
      // a screen the app renders (the guest pages' islands have no update notice: they always come
      // from the network when it answers)
      await page.goto('/app/register');
      await workerActive(page);
      // the page under the worker's control, as on any visit after the first
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      const restore = deployNewWorker();
      try {
        // the next visit finds the new worker, which waits while this one controls the page
        await page.reload();
        const notice = page.getByRole('status').filter({ hasText: ready });
        await expect(notice).toBeVisible({ timeout: 30_000 });
        expect(await waitingWorker(page)).toBe(true);
        await expectAccessible(page);
        await shot(page, `pwa-update-notice-${name}`);
        await page.setViewportSize(DESKTOP);
        await expectAccessible(page);
        await shot(page, `pwa-update-notice-${name}`);

        // the button: the new worker takes over, the page reloads once, nothing is left waiting
        await notice.getByRole('button', { name: reload }).click();
        await expect(notice).toHaveCount(0, { timeout: 20_000 });
        await expect.poll(() => waitingWorker(page)).toBe(false);
      } finally {
        restore();
      }
      await context.close();
    });
  }
});
