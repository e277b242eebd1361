// The public wishlist as islands (docs/architecture.md#islands): the server's HTML, the shell's
// island loader and the wishlist's island, nothing of the app (React, antd, Apollo, the Module
// Federation runtime) until the guest does something no island does. The guest's reservation dialog
// there: more than is left is refused and nothing reserved, units taken meanwhile are said, the
// focus starts on the first field, stays inside, and comes back to the button that opened it.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { api, apiLogIn, createAccount } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { pageIsLive } from '../support/live-page';
import { untilServerRendered } from '../support/ready';

const email = () => `invite.${randomBytes(4).toString('hex')}@example.fr`;
const item = (page: Page, title: string) => page.getByRole('listitem', { name: title });

/** A public list with 6 bodies and a 300 € stroller as a group gift. */
async function list() {
  const token = await apiLogIn(await createAccount('Clara'));
  const { _id: id } = await api<{ _id: string }>(token, 'POST', '/wishlists', { title: 'La liste des îlots' });
  await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public' });
  const add = async (body: object) => (await api<{ id: string }>(token, 'POST', `/wishlists/${id}/items`, body)).id;
  const bodies = await add({ title: 'Bodies 3 mois', price: 9.9, category: 'clothing', quantity: 6 });
  const stroller = await add({ title: 'Poussette', price: 300, category: 'outings', groupGift: true });
  return { id, bodies, stroller };
}

/** The item's reserved units, as the API has them. */
const reservedOf = async (id: string, itemId: string) =>
  (await api<{ items: Array<{ id: string; reservedQuantity: number }> }>(null, 'GET', `/wishlists/${id}`)).items.find(
    (i) => i.id === itemId,
  )!.reservedQuantity;

test.describe('wishlists: the public list as islands', () => {
  test('a first visit loads the loader and the island only; the menu wakes the app', async ({ browser }) => {
    const { id } = await list();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    // a render over its budget on a loaded machine sends the plain page, which loads the whole app by design
    await untilServerRendered(`/app/wishlists/${id}`);
    await page.goto(`/app/wishlists/${id}`);
    await expect.poll(() => page.evaluate(pageIsLive)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    // the shell's island loader and the remote's island, from the remote's files: no app, no remoteEntry
    for (const script of scripts) expect(script).toMatch(/^\/(app|mf\/wishlists)\/islands\//);
    expect(await page.evaluate(() => document.querySelector('[data-reactroot], #root [class*="ant-modal"]'))).toBeNull();

    // what no island does: the whole app loads, hydrates, and the tap is replayed
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    expect(scripts.some((s) => /^\/app\/main\./.test(s))).toBe(true);
    await context.close();
  });

  test('take 2 of 6; more than is left is refused and nothing reserved; units taken meanwhile are said', async ({ browser }) => {
    const { id, bodies } = await list();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto(`/app/wishlists/${id}`);
    const reserve = item(page, 'Bodies 3 mois').getByRole('button', { name: /Réserver/ });
    await reserve.click();
    const dialog = page.getByRole('dialog', { name: 'Réserver « Bodies 3 mois »' });
    const quantity = dialog.getByLabel('Combien en offrez-vous ?');
    // the focus starts on the first field
    await expect(quantity).toBeFocused();
    await expect(dialog.getByText('Il en reste 6.')).toBeVisible();

    // more than is left: said, never lowered, nothing sent
    await quantity.fill('7');
    await dialog.getByLabel('Votre nom').fill('Tante Agathe');
    await dialog.getByLabel('Votre e-mail').fill(email());
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText('Il n’en reste que 6 : indiquez-en 6 au plus.')).toBeVisible();
    await expect(quantity).toHaveValue('7');
    expect(await reservedOf(id, bodies)).toBe(0);
    await expectAccessible(page);
    await shot(page, 'wishlist-island-too-many');

    // 2 of 6
    await quantity.fill('2');
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText('C’est réservé, merci !')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(item(page, 'Bodies 3 mois').getByText('2 sur 6 réservés')).toBeVisible();
    expect(await reservedOf(id, bodies)).toBe(2);

    // another guest takes 3 while this one fills the form for 2 of the 4 shown
    await item(page, 'Bodies 3 mois')
      .getByRole('button', { name: /Réserver/ })
      .click();
    await expect(dialog.getByText('Il en reste 4.')).toBeVisible();
    await api(null, 'POST', `/wishlists/${id}/items/${bodies}/reserve`, { name: 'Cousin Hugo', email: email(), quantity: 3 });
    await quantity.fill('2');
    await dialog.getByLabel('Votre nom').fill('Mamie Jo');
    await dialog.getByLabel('Votre e-mail').fill(email());
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText('Quelqu’un vient d’en réserver : il en reste 1, rien n’a été réservé pour vous.')).toBeVisible();
    await expect(dialog.getByText('Il en reste 1.')).toBeVisible();
    expect(await reservedOf(id, bodies)).toBe(5);
    await context.close();
  });

  test('the dialog keeps the focus inside; Escape and Annuler give it back to the button; a pledge in English', async ({ browser }) => {
    const { id } = await list();
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto(`/app/wishlists/${id}`);
      const reserve = item(page, 'Bodies 3 mois').getByRole('button', { name: /Réserver/ });
      await reserve.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Réserver « Bodies 3 mois »' });
      await expect(dialog.getByLabel('Combien en offrez-vous ?')).toBeFocused();
      // Tab goes round the dialog's controls, never out of it
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expectAccessible(page);
      await shot(page, 'wishlist-island-dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(reserve).toBeFocused();

      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toBeHidden();
      await expect(reserve).toBeFocused();
      await context.close();
    }

    const { context, page } = await newPage(browser, { viewport: PHONE, locale: 'en-GB' });
    await page.goto(`/app/wishlists/${id}`);
    await item(page, 'Poussette').getByRole('button', { name: 'Contribute to "Poussette"' }).click();
    const pledge = page.getByRole('dialog', { name: 'Contribute to "Poussette"' });
    await pledge.getByLabel('Your contribution (€)').fill('350');
    await pledge.getByLabel('Your name').fill('Cousin Hugo');
    await pledge.getByLabel('Your e-mail').fill(email());
    await pledge.getByRole('button', { name: 'Contribute' }).click();
    await expect(pledge.getByText(/^Only 300,00\s€ left to fund: pledge that much at most\.$/)).toBeVisible();
    await pledge.getByLabel('Your contribution (€)').fill('120,50');
    await pledge.getByRole('button', { name: 'Contribute' }).click();
    await expect(pledge.getByText('Thank you for contributing!')).toBeVisible();
    await pledge.getByRole('button', { name: 'Close' }).click();
    await expect(item(page, 'Poussette').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '120.5');
    await expectAccessible(page);
    await shot(page, 'wishlist-island-pledged');
    await context.close();
  });
});
