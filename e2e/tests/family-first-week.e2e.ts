import { expect, test, type Page } from '@playwright/test';
import { api, apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';

/** A public list with 6 bodies and a 200 € group gift, as its owner builds it. */
async function listWithBodies() {
  const owner = await createAccount('Clara');
  const token = await apiLogIn(owner);
  const { id } = await api(token, 'POST', '/wishlists', { title: 'La liste de Clara' });
  await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public' });
  const bodies = await api(token, 'POST', `/wishlists/${id}/items`, {
    title: 'Bodies 3 mois',
    price: 8,
    quantity: 6,
    category: 'clothing',
  });
  const gift = await api(token, 'POST', `/wishlists/${id}/items`, { title: 'Poussette', price: 200, groupGift: true, category: 'outings' });
  return { owner, id, bodiesId: bodies.id, giftId: gift.id };
}

const guest = (n: number) => ({ name: `Invité ${n}`, email: `invite.${n}.${Date.now()}@example.fr` });

async function reserveOver(page: Page, token: string) {
  const dialog = page.getByRole('dialog', { name: 'Réserver « Bodies 3 mois »' });
  await expect(dialog).toBeVisible();
  // focus starts on the first field, not on the close button
  await expect(dialog.getByLabel('Combien en offrez-vous ?')).toBeFocused();
  await dialog.getByLabel('Combien en offrez-vous ?').fill('7');
  await dialog.getByLabel('Votre nom').fill('Tante Agathe');
  await dialog.getByLabel('Votre e-mail').fill(`agathe.${token}@example.fr`);
  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(dialog.getByText(/^Il n’en reste que 6\s: indiquez-en 6 au plus\.$/)).toBeVisible();
  await expect(dialog.getByLabel('Combien en offrez-vous ?')).toHaveValue('7');
  return dialog;
}

test.describe('a family’s first week', () => {
  test('over-quantity on a phone: 7 of 6 reserves nothing and says so; Escape gives focus back to the button', async ({ browser }) => {
    const { id, bodiesId } = await listWithBodies();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto(`/app/wishlists/${id}`);
    const opener = page.getByRole('button', { name: 'Réserver « Bodies 3 mois »' });
    await opener.click();
    const dialog = await reserveOver(page, String(Date.now()));
    await expectAccessible(page);
    await shot(page, 'family-over-quantity');
    // nothing was reserved
    const seen = await (await fetch(`${BASE}/api/wishlists/${id}`)).json();
    expect(seen.items.find((i: { id: string }) => i.id === bodiesId).reservedQuantity).toBe(0);
    // Tab stays inside the dialog
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await context.close();
  });

  test('counts: 5 of 6 bodies and a pledge read as such on the owner’s lists, not "aucun réservé"', async ({ browser }) => {
    const { owner, id, bodiesId, giftId } = await listWithBodies();
    const reserve = (itemId: string, body: object) =>
      fetch(`${BASE}/api/wishlists/${id}/items/${itemId}/reserve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await reserve(bodiesId, { ...guest(1), quantity: 3 })).status).toBe(201);
    expect((await reserve(bodiesId, { ...guest(2), quantity: 2 })).status).toBe(201);
    expect((await reserve(giftId, { ...guest(3), amount: 50 })).status).toBe(201);
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await logIn(page, owner);
      await page.goto('/app/wishlists');
      await expect(page.getByText(/2 articles · 5 sur 7 réservés · 1 participation/)).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'family-counts');
      await context.close();
    }
  });

  test('share from a phone: the owner’s list has a share button, the tab shows link and QR code at 390 px', async ({ browser }) => {
    const { owner, id } = await listWithBodies();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, owner);
    await page.goto(`/app/wishlists/${id}`);
    await page.getByRole('link', { name: 'Partager' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/wishlists/${id}/share$`));
    await expect(page.getByRole('textbox', { name: 'Lien de partage' })).toHaveValue(new RegExp(`/app/wishlists/${id}$`));
    await expect(page.getByRole('img', { name: 'QR code du lien de partage' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Paramètres de la liste' }).getByRole('link', { name: 'Partager' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'family-share-phone');
    await context.close();
    // the address the owner then has in the bar, opened by a guest, is the public list, not the login page
    const visitor = await newPage(browser, { viewport: PHONE });
    await visitor.page.goto(`/app/wishlists/${id}/share`);
    await expect(visitor.page).toHaveURL(new RegExp(`/app/wishlists/${id}$`));
    await expect(visitor.page.getByRole('heading', { name: 'La liste de Clara' })).toBeVisible();
    await visitor.context.close();
  });
});
