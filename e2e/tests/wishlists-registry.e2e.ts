// Issue 20, parts 1 to 3 (docs/product.md#quantities-and-group-gifts, #received-and-thanked): units, group
// gifts and thanks, in Chromium.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { pageIsLive } from '../support/live-page';

async function api<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A public list with 6 bodies, a 300 € stroller as a group gift, a most wanted night light. */
async function registry() {
  const owner = await createAccount('Clara');
  const token = await apiLogIn(owner);
  const { _id: id } = await api<{ _id: string }>(token, 'POST', '/wishlists', { title: 'La liste de Clara et Hugo' });
  await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public' });
  const add = async (body: object) => (await api<{ id: string }>(token, 'POST', `/wishlists/${id}/items`, body)).id;
  const bodies = await add({ title: 'Bodies 3 mois', price: 9.9, category: 'clothing', quantity: 6 });
  const stroller = await add({ title: 'Poussette', price: 300, category: 'outings', groupGift: true, description: 'Tout terrain.' });
  await add({ title: 'Veilleuse étoilée', price: 24.5, category: 'bedroom', mostWanted: true });
  await add({ title: 'Gigoteuse', price: 39, category: 'bedroom' });
  return { owner, token, id, bodies, stroller };
}

const guestBody = (name: string, extra: object = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@example.fr`,
  ...extra,
});
const item = (page: Page, title: string) => page.getByRole('listitem', { name: title });

/** Opens the public list and waits until it answers taps (React owns the markup, or its island started). */
async function openList(page: Page, id: string) {
  await page.goto(`/app/wishlists/${id}`);
  await expect.poll(() => page.evaluate(pageIsLive)).toBe(true);
}

test.describe('wishlists: quantities, group gifts and thanks', () => {
  test('a guest on a phone takes 2 of 6 bodies with the quantity picker', async ({ browser }) => {
    const { id } = await registry();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await openList(page, id);
    await expect(item(page, 'Bodies 3 mois').getByText('0 sur 6 réservés')).toBeVisible();
    // the most wanted comes first in its category, with its mark
    await expect(page.getByRole('region', { name: /^Chambre/ }).getByRole('heading', { level: 3 })).toHaveText([
      'Veilleuse étoilée',
      'Gigoteuse',
    ]);
    await expect(item(page, 'Veilleuse étoilée').getByText('Le plus attendu')).toBeVisible();

    await item(page, 'Bodies 3 mois')
      .getByRole('button', { name: /Réserver/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Réserver « Bodies 3 mois »' });
    await expect(dialog.getByText('Il en reste 6.')).toBeVisible();
    await dialog.getByLabel('Combien en offrez-vous ?').fill('2');
    await dialog.getByLabel('Votre nom').fill('Tante Agathe');
    await dialog.getByLabel('Votre e-mail').fill(guestBody('agathe').email);
    await expectAccessible(page);
    await shot(page, 'wishlist-units-dialog');
    await dialog.getByRole('button', { name: 'Réserver' }).click();
    await expect(dialog.getByText('C’est réservé, merci !')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(item(page, 'Bodies 3 mois').getByText('2 sur 6 réservés')).toBeVisible();
    await expect(page.getByText('Tante Agathe')).toHaveCount(0);
    await context.close();
  });

  test('two cousins pledge toward the stroller, and the bar fills', async ({ browser }) => {
    const { id } = await registry();
    const pledge = async (page: Page, name: string, amount: string) => {
      await item(page, 'Poussette').getByRole('button', { name: 'Participer à « Poussette »' }).click();
      const dialog = page.getByRole('dialog', { name: 'Participer à « Poussette »' });
      await expect(dialog.getByText(/aucun argent ne passe par Cigogne/)).toBeVisible();
      await dialog.getByLabel('Votre participation (€)').fill(amount);
      await dialog.getByLabel('Votre nom').fill(name);
      await dialog.getByLabel('Votre e-mail').fill(guestBody(name).email);
      await dialog.getByRole('button', { name: 'Participer' }).click();
      await expect(dialog.getByText('Merci pour votre participation !')).toBeVisible();
      await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    };
    const hugo = await newPage(browser, { viewport: PHONE });
    await openList(hugo.page, id);
    await expect(hugo.page.getByText('Les cagnottes sont des promesses entre proches : aucun argent ne passe par Cigogne.')).toBeVisible();
    const bar = item(hugo.page, 'Poussette').getByRole('progressbar', { name: 'Cagnotte de « Poussette »' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await pledge(hugo.page, 'Cousin Hugo', '120');
    await expect(bar).toHaveAttribute('aria-valuenow', '120');
    await expect(item(hugo.page, 'Poussette').getByText(/120,00\s€ financés sur 300,00\s€/)).toBeVisible();

    const ines = await newPage(browser, { viewport: DESKTOP });
    await openList(ines.page, id);
    await expect(item(ines.page, 'Poussette').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '120');
    await pledge(ines.page, 'Cousine Inès', '180');
    await expect(item(ines.page, 'Poussette').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '300');
    await expect(item(ines.page, 'Poussette').getByText('Réservé')).toBeVisible();
    await expect(item(ines.page, 'Poussette').getByRole('button', { name: /Participer/ })).toHaveCount(0);
    await expect(ines.page.getByText(/Cousin Hugo/)).toHaveCount(0);
    await hugo.context.close();
    await ines.context.close();
  });

  test('the guest list with units and a group gift, looked at on a phone and a desktop', async ({ browser }) => {
    const { id, bodies, stroller } = await registry();
    await api(null, 'POST', `/wishlists/${id}/items/${bodies}/reserve`, guestBody('Mamie Jo', { quantity: 2 }));
    await api(null, 'POST', `/wishlists/${id}/items/${stroller}/reserve`, guestBody('Cousin Hugo', { amount: 120 }));
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto(`/app/wishlists/${id}`);
      await expect(item(page, 'Poussette').getByText(/120,00\s€ financés sur 300,00\s€/)).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'wishlist-registry-guest');
      await context.close();
    }
  });

  test('the owner thanks a guest from the reservations tab, and "À remercier" empties', async ({ browser }) => {
    const { owner, id, bodies, stroller } = await registry();
    await api(null, 'POST', `/wishlists/${id}/items/${bodies}/reserve`, guestBody('Mamie Jo', { quantity: 2, message: 'Pour le petit' }));
    await api(null, 'POST', `/wishlists/${id}/items/${stroller}/reserve`, guestBody('Cousin Hugo', { amount: 120 }));
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await logIn(page, owner);
    await page.goto(`/app/wishlists/${id}/reservations`);
    const list = page.getByRole('list', { name: 'Articles réservés' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('2 exemplaires')).toBeVisible();
    await expect(list.getByText(/120,00\s€/)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'wishlist-reservations-thanks');

    // antd's button-style radios: the label is what a pointer clicks
    await page.locator('label', { hasText: 'À remercier (2)' }).click();
    await expect(page.getByRole('radio', { name: 'À remercier (2)' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Mamie Jo remercié·e pour « Bodies 3 mois »' }).click();
    await expect(page.getByRole('radio', { name: 'À remercier (1)' })).toBeChecked();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.locator('label', { hasText: /^Toutes/ }).click();
    await expect(list.getByText(/Remercié·e le/)).toBeVisible();
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await shot(page, 'wishlist-reservations-thanks');
    // kept on the server: the CSV says so
    const token = await apiLogIn(owner);
    const csv = await fetch(`${BASE}/api/wishlists/${id}/reservations.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(await csv.text()).toMatch(/"Mamie Jo";"Pour le petit";"[^"]+";"oui";"\d{2}\/\d{2}\/\d{4} /);
    await context.close();
  });
});
