// Signed-in pages are never served from the cache to someone else (docs/product.md#offline-and-updates):
// the worker keeps no /api or /graphql answer, and logging out empties the pages it kept, so the next
// person on the same browser profile sees nothing of the first, online or offline.
import { expect, test, type Page } from '@playwright/test';
import { api, apiLogIn, createAccount, logIn, logOut } from '../support/accounts';
import { newPage } from '../support/browser';
import { keptUrls, workerActive } from '../support/service-worker';

/** Every URL and body the worker's caches hold on this profile. */
const everythingKept = (page: Page) =>
  page.evaluate(async () => {
    const kept: Array<{ url: string; body: string }> = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const response = await (await caches.open(name)).match(request);
        kept.push({ url: request.url, body: response && response.type !== 'opaque' ? await response.text() : '' });
      }
    return kept;
  });

test('user A logs out, user B signs in on the same browser: B never sees A’s data, even offline', async ({ browser }) => {
  const a = await createAccount('Alice');
  const b = await createAccount('Bruno');
  const aToken = await apiLogIn(a);
  const { _id: secretId } = await api<{ _id: string }>(aToken, 'POST', '/wishlists', { title: 'Liste secrète d’Alice' });
  const { _id: publicId } = await api<{ _id: string }>(aToken, 'POST', '/wishlists', { title: 'Liste publique d’Alice' });
  await api(aToken, 'PATCH', `/wishlists/${publicId}`, { visibility: 'public' });

  const { context, page } = await newPage(browser);
  await logIn(page, a);
  await workerActive(page);
  await page.goto(`/app/wishlists/${secretId}`);
  // the app's first signed-in load on a busy machine
  await expect(page.getByRole('heading', { name: 'Liste secrète d’Alice' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`/app/wishlists/${publicId}`);
  await expect(page.getByRole('heading', { name: 'Liste publique d’Alice' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await keptUrls(page, 'cigogne-pages')).length).toBeGreaterThan(0);
  // what A's session read through the API was never kept
  for (const { url, body } of await everythingKept(page)) {
    expect(new URL(url).pathname).not.toMatch(/^\/(api|graphql)(\/|$)/);
    expect(body).not.toContain('Liste secrète');
  }

  // A logs out: the worker's run-time caches are gone
  await logOut(page, 'Alice Lefèvre');
  expect(await keptUrls(page, 'cigogne-pages')).toEqual([]);
  // the login page it reloads to fills the files' cache again: the build's files only, nobody's data
  for (const url of await keptUrls(page, 'cigogne-assets')) expect(new URL(url).pathname).toMatch(/^\/(app|mf)\/[^?]*\.(js|css|woff2?)$/);

  // B signs in on the same profile: nothing of A, online
  await logIn(page, b);
  await expect(page.getByText('Liste secrète d’Alice')).toHaveCount(0);
  await expect(page.getByText('Liste publique d’Alice')).toHaveCount(0);
  // nor offline: A's pages were not kept for B
  await context.setOffline(true);
  for (const id of [secretId, publicId]) {
    await page.goto(`/app/wishlists/${id}`).catch(() => undefined);
    await expect(page.getByText(/Liste (secrète|publique) d’Alice/)).toHaveCount(0);
  }
  await context.setOffline(false);
  await context.close();
});
