import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiLogIn, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, checkAtBothWidths, newPage } from '../support/browser';
import { failLastMailTo, lastMailTo, mailStatusBecomes } from '../support/outbox';

// The seed's demo accounts (gateway/src/seed/seed.ts) and its pending contact request.
const ADMIN = { email: 'admin@cigogne.local', password: 'Admin2026x' };
const USER = { email: 'camille.martin@cigogne.local', password: 'Cigogne2026' };
const SEEDED_REQUEST = { name: 'Lucas Petit', subject: 'Partage de la liste de naissance' };

/** "dimanche 22 novembre 2026 à 14:05:09": the French long date and time of docs/product.md#languages-and-formats. */
const FRENCH_LONG = /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}:\d{2}$/;

/** The user menu's entries (the shell's dropdown). */
async function openUserMenu(page: Page, fullName: string) {
  await page.getByRole('button', { name: `Menu de ${fullName}` }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
}

/**
 * Opens an admin screen with a full page load (shell, session, then the remote and its chunk): on
 * a loaded machine that can outlast the default 10 s, so the first wait gets longer.
 */
async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Sections de l’administration' })).toBeVisible({ timeout: 30_000 });
}

test.describe('administration, end to end', () => {
  test('an admin reaches the admin area from the user menu, sorts users, and lists wishlists', async ({ page }) => {
    await logIn(page, ADMIN);
    // the dashboard is still mounting its cards right after login: a menu opened meanwhile can close
    // under the click, so open it and pick the item again until the admin area is reached
    await expect(async () => {
      await page.keyboard.press('Escape');
      await openUserMenu(page, 'Élise Bernard');
      await page.getByRole('menuitem', { name: 'Administration' }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/app\/admin\/users$/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('region', { name: 'Liste des utilisateurs' });
    await expect(table.getByRole('row', { name: /Camille Martin/ })).toBeVisible();
    // never logged in: not given
    await expect(table.getByRole('row', { name: /Lucas Petit/ })).toContainText('Non renseigné');

    await page.getByText('Dernière connexion', { exact: true }).first().click();
    await expect(page).toHaveURL(/sort=lastLoginAt/);
    // the admin has just logged in: first by last login
    await expect(table.getByRole('row').nth(1)).toContainText('Élise Bernard');
    await checkAtBothWidths(page, 'admin-users');

    await page.getByRole('navigation', { name: 'Sections de l’administration' }).getByRole('link', { name: 'Listes' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/wishlists$/);
    const open = page.getByRole('link', { name: /^Ouvrir la liste / }).first();
    await expect(open).toBeVisible();
    await checkAtBothWidths(page, 'admin-wishlists');
    await open.click();
    await expect(page).toHaveURL(/\/app\/wishlists\/[0-9a-f-]{36}$/);
  });

  test('an admin filters errors by status and opens the details of one', async ({ page }) => {
    // a few errors for the log: unknown wishlists (404) as a signed-in user, and a signed-out call (401)
    const token = await apiLogIn(USER);
    const missing = randomUUID();
    for (const id of [missing, randomUUID()]) {
      const res = await fetch(`${BASE}/api/wishlists/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(404);
    }
    expect((await fetch(`${BASE}/api/wishlists`)).status).toBe(401);

    await logIn(page, ADMIN);
    await openAdmin(page, '/app/admin/errors');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal des erreurs' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filtrer par statut' });
    await expect(filters.getByRole('button', { name: '404' })).toBeVisible();
    const labels = (await filters.getByRole('button').allTextContents()).map(Number);
    expect(labels).toEqual([...labels].sort((a, b) => a - b));
    expect(labels).toEqual(expect.arrayContaining([401, 404]));

    const notFound = filters.getByRole('button', { name: '404' });
    await notFound.click();
    await expect(notFound).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/status=404/);
    const table = page.getByRole('region', { name: 'Erreurs de l’API' });
    // the filtered page has arrived (the previous rows stay on display while it loads)
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.locator('.adm-badge', { hasText: '401' })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: missing })).toHaveCount(1);
    for (const status of await table.locator('.adm-badge').allTextContents()) expect(status).toBe('404');
    await checkAtBothWidths(page, 'admin-errors');

    await page.getByRole('button', { name: `Détails de l’erreur GET /api/wishlists/${missing}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Détails de l’erreur' });
    await expect(dialog).toBeVisible();
    const field = (label: string) =>
      dialog.locator('tr', { has: page.getByText(label, { exact: true }) }).locator('.ant-descriptions-item-content');
    await expect(field('Requête')).toHaveText(`GET /api/wishlists/${missing}`);
    await expect(field('Statut de la réponse')).toHaveText('404');
    expect(await field('Date').textContent()).toMatch(FRENCH_LONG);
    await expect(field('Identifiant utilisateur')).not.toHaveText('Non renseigné');
    await expect(field('Corps de la réponse')).toContainText('notFound');
    await expect(field('User agent')).toContainText('node');
    await checkAtBothWidths(page, 'admin-error-details');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // clicking the active filter again clears it: the 401 is back
    await notFound.click();
    await expect(notFound).toHaveAttribute('aria-pressed', 'false');
    await expect(table.locator('.adm-badge', { hasText: '401' }).first()).toBeVisible();
  });

  test('an admin replies to the seeded contact request', async ({ page }) => {
    await logIn(page, ADMIN);
    await openAdmin(page, '/app/admin/contacts');
    await expect(page.getByText('Sélectionnez une demande')).toBeVisible();
    const request = page
      .getByRole('list', { name: 'Demandes de contact' })
      .getByRole('button', { name: new RegExp(SEEDED_REQUEST.subject) });
    await expect(request).toContainText('En attente');
    await checkAtBothWidths(page, 'admin-contacts');

    await request.click();
    const detail = page.getByRole('article', { name: SEEDED_REQUEST.name });
    await expect(
      detail.getByText('Est-il possible de partager notre liste avec les grands-parents qui n’ont pas de compte ?'),
    ).toBeVisible();
    await detail.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(detail.getByText('Ce champ est obligatoire.')).toBeVisible();
    await detail.getByLabel('Votre réponse').fill('Bonjour Lucas,\nOui : rendez la liste publique et envoyez-leur le lien de partage.');
    await checkAtBothWidths(page, 'admin-contact-reply');
    await detail.getByRole('button', { name: 'Envoyer la réponse' }).click();

    await expect(page.getByText('Réponse envoyée à lucas.petit@cigogne.local.')).toBeVisible();
    await expect(request).toContainText('Répondu');
    await expect(detail.getByText(/^Réponse de Élise Bernard, le /)).toBeVisible();
    await expect(detail.getByLabel('Votre réponse')).toHaveValue('');
  });

  test('an admin sees the mails with masked recipients and sends a failed one again', async ({ page }) => {
    // a reset mail to the seeded user, refused for good by the SMTP server
    const asked = await fetch(`${BASE}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: USER.email }),
    });
    expect(asked.status).toBeLessThan(300);
    await lastMailTo(USER.email);
    const failed = await failLastMailTo(USER.email);

    await logIn(page, ADMIN);
    await openAdmin(page, '/app/admin/errors');
    await page.getByRole('navigation', { name: 'Sections de l’administration' }).getByRole('link', { name: 'E-mails' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/mails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Liste des e-mails' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // masked: never an address in the page
    await expect(page.locator('body')).not.toContainText('@cigogne.local');

    const filters = page.getByRole('group', { name: 'Filtrer par statut' });
    await filters.getByRole('button', { name: 'Échecs' }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const row = table.getByRole('row').filter({ hasText: 'c•••@c•••.local' }).filter({ hasText: 'Mot de passe oublié' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Échec');
    await expect(row).toContainText('550 5.1.1 <[redacted]>');
    await checkAtBothWidths(page, 'admin-mails');

    const retry = row.getByRole('button', { name: 'Renvoyer l’e-mail à c•••@c•••.local' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('E-mail à c•••@c•••.local remis en file d’envoi.')).toBeVisible();
    // no longer failed: the filtered list no longer has it, and the queue delivers it (locally here)
    await expect(row).toHaveCount(0);
    expect(await mailStatusBecomes(failed, 'sent')).toBe('sent');
    await filters.getByRole('button', { name: 'Tous' }).click();
    await expect(
      table.getByRole('row').filter({ hasText: 'Mot de passe oublié' }).filter({ hasText: 'c•••@c•••.local' }).first(),
    ).toContainText('Envoyé');
  });

  test('a plain user is turned away to / and has no admin link', async ({ browser }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await logIn(page, USER);
      await page.goto('/app/admin/contacts');
      await expect(page).toHaveURL(/\/app\/?$/);
      await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible();
      if (viewport === DESKTOP) {
        await openUserMenu(page, 'Camille Martin');
        await expect(page.getByRole('menuitem', { name: 'Contact' })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
      }
      await context.close();
    }
  });
});
