// Passkeys (docs/product.md#passkeys) in Chromium, with the DevTools protocol's virtual
// authenticator (a platform authenticator with resident keys and user verification) at
// http://localhost (PUBLIC_URL's host is the relying party id: an IP address cannot be one).
// Added from the account page, then a sign-in from the login page's island with no e-mail typed.
import { expect, test, type Page } from '@playwright/test';
import { api, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, checkAtBothWidths, expectAccessible, newPage, shot } from '../support/browser';

/** A virtual authenticator on the page's tab, as a phone's unlock would answer: present and verified. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a passkey added on the account page signs in from the login page, no e-mail typed', async ({ browser }) => {
  // two ceremonies, two sign-ins and axe on the whole account page at two widths
  test.setTimeout(240_000);
  expect(new URL(BASE).hostname).toBe('localhost');
  const account = await createAccount('Camille');
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  const { cdp, authenticatorId } = await addAuthenticator(page);
  await logIn(page, account);

  await page.goto('/app/account');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Clés d’accès' }) });
  // the account page's cards load after its chunk: on a busy machine, more than the default wait
  await expect(card.getByText('Aucune clé d’accès pour l’instant.')).toBeVisible({ timeout: 30_000 });
  // a name is asked first
  await card.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
  await expect(card.getByText('Ce champ est obligatoire.')).toBeVisible();
  await card.getByLabel('Nom de la clé').fill('Ordinateur de Camille');
  await card.getByLabel('Nom de la clé').press('Enter');
  await expect(card.getByText('Clé d’accès ajoutée.')).toBeVisible();
  const item = card.getByRole('list', { name: 'Vos clés d’accès' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Ordinateur de Camille');
  await expect(item).toContainText('jamais utilisée');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await card.scrollIntoViewIfNeeded();
  await checkAtBothWidths(page, 'passkeys-account');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await card.screenshot({ path: `screenshots/passkeys-card-${viewport.width}.png` });
  }

  // signed out: the token is no more, the login page is the server's, its island answers the button
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  await api(token, 'POST', '/auth/logout');
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/app/login');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible({ timeout: 30_000 });
  const passkeyToken = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(passkeyToken).toBeTruthy();
  expect(passkeyToken).not.toBe(token);

  await page.goto('/app/account');
  await expect(item).toContainText('utilisée le', { timeout: 30_000 });
  // removed after confirmation: the account keeps its password
  await item.getByRole('button', { name: 'Supprimer la clé d’accès Ordinateur de Camille' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Supprimer/ })
    .click();
  await expect(card.getByText('Aucune clé d’accès pour l’instant.')).toBeVisible();
  await context.close();
});

test('the login page’s passkey button in both languages, and a sign-in with no passkey on the device says so', async ({ browser }) => {
  for (const [locale, viewport, name, message] of [
    ['fr-FR', PHONE, 'Se connecter avec une clé d’accès', /aucune clé d’accès de Cigogne sur cet appareil/],
    ['en-GB', DESKTOP, 'Sign in with a passkey', /no Cigogne passkey on this device/],
  ] as const) {
    const { context, page } = await newPage(browser, { viewport, locale });
    await addAuthenticator(page);
    await page.goto('/app/login');
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    await expectAccessible(page);
    await shot(page, `passkeys-login-${locale}`);
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/app\/login$/);
    await expectAccessible(page);
    await shot(page, `passkeys-login-none-${locale}`);
    await context.close();
  }
});

test('the account page’s passkeys in English, on a phone', async ({ browser }) => {
  const account = await createAccount('Noah');
  test.setTimeout(240_000);
  const { context, page } = await newPage(browser, { viewport: PHONE });
  await addAuthenticator(page);
  await logIn(page, account);
  await page.goto('/app/account');
  // the language switch of the account page applies at once
  await page.getByText('English', { exact: true }).click();
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Passkeys' }) });
  await expect(card.getByText('No passkey yet.')).toBeVisible({ timeout: 30_000 });
  await card.getByLabel('Passkey name').fill('Noah’s phone');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByRole('listitem')).toContainText('never used');
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await card.screenshot({ path: 'screenshots/passkeys-card-en-390.png' });
  await context.close();
});
