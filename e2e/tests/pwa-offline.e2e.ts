// Guest pages offline (docs/product.md#offline-and-updates): a public wishlist, a public timeline
// and a guest wizard visited once open again offline, showing what was last seen with a notice in
// the page's language; an action that needs the server says so and changes nothing; back online,
// the page reads itself again.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { api, apiLogIn, createAccount } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { pageKept, workerActive } from '../support/service-worker';

const FR_NOTICE = /^Hors ligne\u00a0: dernière version vue le .+\./;
const EN_NOTICE = /^Offline: last version seen on .+\./;

/** A public list with one stroller, and its owner's token. */
async function publicList(title: string) {
  const token = await apiLogIn(await createAccount('Clara'));
  const { _id: id } = await api<{ _id: string }>(token, 'POST', '/wishlists', { title });
  await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public' });
  const { id: itemId } = await api<{ id: string }>(token, 'POST', `/wishlists/${id}/items`, {
    title: 'Poussette',
    price: 300,
    category: 'outings',
  });
  return { token, id, itemId };
}

const reservedOf = async (id: string, itemId: string) =>
  (await api<{ items: Array<{ id: string; reservedQuantity: number }> }>(null, 'GET', `/wishlists/${id}`)).items.find(
    (i) => i.id === itemId,
  )!.reservedQuantity;

/** Visits `path` once online, until the worker keeps it; then the same page again, offline. */
async function visitThenOffline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await page.goto(path);
  await workerActive(page);
  await pageKept(page, path);
  await context.setOffline(true);
  await page.reload();
}

test.describe('pwa: guest pages offline', () => {
  test('a public wishlist seen once opens offline, refuses a reservation, and refreshes itself back online', async ({ browser }) => {
    const { token, id, itemId } = await publicList('La liste du voyage');
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await visitThenOffline(context, page, `/app/wishlists/${id}`);
    await expect(page.getByRole('heading', { name: 'La liste du voyage' })).toBeVisible();
    const notice = page.locator('.cg-offline-notice');
    await expect(notice).toHaveText(FR_NOTICE);

    // reserving needs the server: said plainly, no dialog, nothing reserved
    await page
      .getByRole('listitem', { name: 'Poussette' })
      .getByRole('button', { name: /Réserver/ })
      .click();
    await expect(notice).toContainText('Il faut une connexion pour cela\u00a0: rien n’a été envoyé.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await reservedOf(id, itemId)).toBe(0);
    await expectAccessible(page);
    await shot(page, 'pwa-offline-wishlist-fr');
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);
    await shot(page, 'pwa-offline-wishlist-fr');

    // the owner renames the list meanwhile; back online, the page shows it without a reload
    await api(token, 'PATCH', `/wishlists/${id}`, { title: 'La liste du retour' });
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'La liste du retour' })).toBeVisible({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
    await context.close();
  });

  test('in English, the notice is the page’s language', async ({ browser }) => {
    const { id } = await publicList('Trip list');
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport, locale: 'en-US' });
      await visitThenOffline(context, page, `/app/wishlists/${id}`);
      await expect(page.locator('.cg-offline-notice')).toHaveText(EN_NOTICE);
      await page.getByRole('listitem', { name: 'Poussette' }).getByRole('button').first().click();
      await expect(page.locator('.cg-offline-notice')).toContainText('This needs a connection: nothing was sent.');
      await expectAccessible(page);
      await shot(page, 'pwa-offline-wishlist-en');
      await context.close();
    }
  });

  test('a public timeline seen once opens offline', async ({ browser }) => {
    const token = await apiLogIn(await createAccount('Léa'));
    const { id } = await api(token, 'POST', '/timelines', {
      title: 'La frise de Jules',
      firstName: 'Jules',
      birthDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      themeColor: 'teal',
      visibility: 'public',
    });
    const { context, page } = await newPage(browser);
    await visitThenOffline(context, page, `/app/timelines/${id}`);
    await expect(page.getByRole('heading', { name: 'La frise de Jules' })).toBeVisible();
    await expect(page.locator('.cg-offline-notice')).toHaveText(FR_NOTICE);
    await expectAccessible(page);
    await context.close();
  });

  test('a guest wizard seen once opens offline; the answer needs a connection and is not sent', async ({ browser }) => {
    const token = await apiLogIn(await createAccount('Rose'));
    const { id } = await api(token, 'POST', '/predictions', {
      firstName: 'Rose',
      gender: 'girl',
      dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      visibility: 'public',
      themeColor: 'pink',
    });
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await visitThenOffline(context, page, `/app/predictions/${id}`);
    await expect(page.locator('.cg-offline-notice')).toHaveText(FR_NOTICE);
    const next = async (name = 'Suivant') => {
      await expect(page.getByRole('button', { name })).toBeEnabled();
      await page.getByRole('button', { name }).click();
    };
    await page.getByRole('textbox', { name: 'Quel est votre prénom ?' }).fill('Mamie Jeanne');
    await next();
    await page.getByRole('radio', { name: 'Fille' }).check();
    await next();
    await page.getByRole('textbox', { name: 'Quel sera son prénom ?' }).fill('Rose');
    await next();
    await next('Valider');
    await expect(page.locator('.cg-offline-notice')).toContainText('Il faut une connexion pour cela\u00a0: rien n’a été envoyé.');
    expect((await api<{ answerCount: number }>(token, 'GET', `/predictions/${id}`)).answerCount).toBe(0);
    await expectAccessible(page);
    await shot(page, 'pwa-offline-wizard-fr');
    await context.close();
  });
});
