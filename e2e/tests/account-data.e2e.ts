import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';

/** An account owning a public list whose one gift a guest reserved (with an e-mail the export must not carry). */
async function familyWithReservedGift() {
  const account = await createAccount('Margaux');
  const token = await apiLogIn(account);
  const call = async (method: string, route: string, body?: unknown, auth = true) => {
    const res = await fetch(`${BASE}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const list = await call('POST', '/wishlists', { title: 'Liste de Margaux' });
  await call('PATCH', `/wishlists/${list.id}`, { visibility: 'public' });
  const item = await call('POST', `/wishlists/${list.id}/items`, { title: 'Gigoteuse', price: 39 });
  const guestEmail = `parrain.${Date.now()}@example.fr`;
  await call(
    'POST',
    `/wishlists/${list.id}/items/${item.id}/reserve`,
    { name: 'Parrain Paul', email: guestEmail, message: 'Bienvenue !' },
    false,
  );
  return { account, token, guestEmail };
}

const meStatus = async (token: string) => (await fetch(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

async function openAccount(page: Page) {
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Mes données' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zone de danger' })).toBeVisible();
}

test.describe('account data (GDPR)', () => {
  test('downloads the export: the list is in it, the guest’s e-mail is not; a wrong password erases nothing', async ({ browser }) => {
    const { account, token, guestEmail } = await familyWithReservedGift();
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await logIn(page, account);
    await openAccount(page);
    await expectAccessible(page);
    await shot(page, 'account-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cigogne-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const data = JSON.parse(text);
    expect(data.user.email).toBe(account.email);
    expect(data.wishlists[0]).toMatchObject({
      title: 'Liste de Margaux',
      items: [{ title: 'Gigoteuse', reservations: [{ name: 'Parrain Paul', message: 'Bienvenue !' }] }],
    });
    expect(text).not.toContain(guestEmail);
    expect(text).not.toMatch(/password/i);

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Mot de passe' }).fill('PasLeBon2026');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'account-delete-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // the focus is back where the keyboard user left it
    await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeFocused();
    expect(await meStatus(token)).toBe(200);
    await context.close();
  });

  test('at 390 px, by keyboard: the right password erases the account, signs out and confirms', async ({ browser }) => {
    const { account, token } = await familyWithReservedGift();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await logIn(page, account);
    await openAccount(page);
    await expectAccessible(page);
    await shot(page, 'account-data');

    await page.getByRole('button', { name: 'Supprimer mon compte' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte ?' });
    // the password field has the focus: type and confirm with Enter
    await expect(dialog.getByRole('textbox', { name: 'Mot de passe' })).toBeFocused();
    await shot(page, 'account-delete-dialog');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByText('Votre compte et toutes ses données ont été supprimés. Vous êtes déconnecté(e).')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'account-deleted');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await meStatus(token)).toBe(401);
    // the password no longer opens anything
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(401);
    await context.close();
  });

  test('the legal notice says what is kept and for how long, in both languages', async ({ browser }) => {
    for (const [locale, heading, text] of [
      ['fr-FR', 'Ce que nous conservons, et combien de temps', 'elle est effacée 30 jours après la réservation'],
      ['en-GB', 'What we keep, and for how long', 'it is erased 30 days after the reservation'],
    ]) {
      const { context, page } = await newPage(browser, { viewport: PHONE, locale });
      await page.goto('/app/mentions-legales');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await context.close();
    }
  });
});
