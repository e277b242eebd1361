// Installable (docs/product.md#offline-and-updates): the service worker /app/sw.js controls /app/,
// and Chromium finds no installability error, with the manifest in the page's language.
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE, newPage } from '../support/browser';
import { workerActive } from '../support/service-worker';

test.describe('pwa: installable', () => {
  for (const { locale, manifest, lang, description } of [
    { locale: 'fr-FR', manifest: '/app/manifest.webmanifest', lang: 'fr', description: /^Pronostics de naissance/ },
    { locale: 'en-US', manifest: '/app/manifest.en.webmanifest', lang: 'en', description: /^Birth predictions/ },
  ]) {
    test(`Chromium finds the app installable (${lang})`, async ({ playwright, launchOptions }) => {
      // a profile on disk: Chromium never offers to install from an incognito one (a test's usual context)
      const profile = mkdtempSync(path.join(os.tmpdir(), 'cigogne-pwa-'));
      const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, locale, baseURL: BASE });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/app/login');
      await workerActive(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/app/'))?.scope)).toMatch(/\/app\/$/);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
      expect(new URL(url).pathname).toBe(manifest);
      const parsed = JSON.parse(data) as { lang: string; description: string; name: string; theme_color: string; icons: unknown[] };
      expect(parsed).toMatchObject({ lang, name: 'Cigogne', theme_color: '#3b6797' });
      expect(parsed.description).toMatch(description);
      expect(parsed.icons.length).toBeGreaterThanOrEqual(3);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
  }

  test('the worker is served revalidated, and answers neither /api nor /graphql from a cache', async ({ browser }) => {
    const { context, page } = await newPage(browser);
    const res = await page.request.get('/app/sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['content-type']).toMatch(/javascript/);
    await page.goto('/app/login');
    await workerActive(page);
    // through the worker, the API answers as the server does: a refusal stays a refusal
    const status = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(status).toBe(401);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(kept.filter((url) => /\/(api|graphql)(\/|$)/.test(new URL(url).pathname))).toEqual([]);
    await context.close();
  });
});
