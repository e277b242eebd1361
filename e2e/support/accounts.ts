import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { BASE } from './browser';

/** A new account created through the REST API (the UI path is covered by its own test). */
export async function createAccount(firstName = 'Inès') {
  const email = `e2e.${randomBytes(4).toString('hex')}@example.fr`;
  const password = 'Poussette2026';
  const res = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName, lastName: 'Lefèvre' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { email, password, firstName };
}

/** Logs in through the login screen and waits for the dashboard. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  // right after a logout, the page's own navigation (its service worker's caches being cleared)
  // can abort this one: go again until the login page is the one loaded
  await expect(async () => {
    await page.goto('/app/login');
  }).toPass({ timeout: 30_000 });
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Logs out through the user menu (`Menu de <name>`) and waits for the login screen. */
export async function logOut(page: Page, name: string) {
  // a menu opened while the page still settles can close under the click: open it again until out
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Menu de ${name}` }).click();
      await page.getByRole('menuitem', { name: /Se déconnecter/ }).click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/app\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Logs in over REST; returns the bearer token. */
export async function apiLogIn(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** A call to the REST API as the token's user (null: a visitor), expected to succeed; returns the answer's body. */
export async function api<T = { id: string }>(token: string | null, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Fills the sign-up form (the confirmation typed as `confirm`, the password by default); does not submit. */
export async function fillSignUp(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string; confirm?: string },
): Promise<void> {
  await page.getByLabel('Prénom').fill(person.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(person.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(person.password);
  await page.getByLabel('Confirmer le mot de passe').fill(person.confirm ?? person.password);
}
