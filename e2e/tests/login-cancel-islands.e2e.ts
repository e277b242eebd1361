// The login page and the guest's reservation cancel page as islands (docs/architecture.md#islands):
// the server's HTML, the shell's island loader and the page's island, nothing of the app (React,
// antd, Apollo, the Module Federation runtime) until the visitor has logged in or taps something no
// island answers. The login island checks and sends the form as the app's screen does and then
// opens the full app; the cancel island confirms and cancels, and a used link says so.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { api, apiLogIn, createAccount } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { lastMailTo } from '../support/outbox';
import { pageIsLive } from '../support/live-page';
import { untilServerRendered } from '../support/ready';

/** The paths of the scripts the page asks for from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
}

/** Waits until the page's island has started, and checks that nothing but islands was loaded. */
async function onlyIslands(page: Page, scripts: string[]) {
  await expect.poll(() => page.evaluate(pageIsLive)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) expect(script).toMatch(/^\/(app|mf\/wishlists)\/islands\//);
}

/** A guest's reservation on a public list; its mailed cancel link. */
async function reservedLink() {
  const token = await apiLogIn(await createAccount('Clara'));
  const { _id: id } = await api<{ _id: string }>(token, 'POST', '/wishlists', { title: 'La liste des îlots' });
  await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public' });
  const { id: itemId } = await api<{ id: string }>(token, 'POST', `/wishlists/${id}/items`, {
    title: 'Gigoteuse 0-6 mois',
    price: 35,
    category: 'clothing',
  });
  const email = `invite.${randomBytes(4).toString('hex')}@example.fr`;
  await api(null, 'POST', `/wishlists/${id}/items/${itemId}/reserve`, { name: 'Tante Agathe', email });
  return { id, link: new URL((await lastMailTo(email)).link!).pathname };
}

test.describe('login and cancel pages as islands', () => {
  test('login: the checks, a wrong password and the password toggle answer without the app; a login opens it', async ({ browser }) => {
    await untilServerRendered('/app/login');
    for (const [locale, viewport] of [
      ['fr-FR', PHONE],
      ['en-GB', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser, { viewport, locale });
      const scripts = scriptsOf(page);
      await page.goto('/app/login');
      await onlyIslands(page, scripts);
      await expectAccessible(page);
      await shot(page, `island-login-${locale}`);
      await context.close();
    }

    const { context, page } = await newPage(browser, { viewport: PHONE });
    const scripts = scriptsOf(page);
    await page.goto('/app/login');
    await onlyIslands(page, scripts);
    // nothing typed: each field's message, the focus on the first
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
    await page.getByLabel('E-mail', { exact: true }).fill('camille.martin@');
    await expect(page.getByText('Adresse e-mail invalide.')).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill('camille.martin@cigogne.local');
    await expect(page.getByText('Adresse e-mail invalide.')).toHaveCount(0);
    // the show/hide button, by keyboard
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('pas-le-bon');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    // a wrong password (Enter in the field submits): the server's message, announced
    await password.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe invalide.' })).toBeVisible();
    expect(page.url()).not.toContain('password');
    await expectAccessible(page);
    await shot(page, 'island-login-error');
    for (const script of scripts) expect(script).toMatch(/^\/app\/islands\//);

    // the right one: the full app, signed in, with the token where the app reads it
    await password.fill('Cigogne2026');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await context.close();
  });

  test('cancel: the confirmation and the cancellation without the app; a used link says so, in both languages', async ({ browser }) => {
    const { id, link } = await reservedLink();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const scripts = scriptsOf(page);
    await page.goto(link);
    await onlyIslands(page, scripts);
    await expect(page.getByRole('heading', { level: 1, name: 'Annuler ma réservation' })).toBeVisible();
    await expect(page.getByText('Vous avez réservé « Gigoteuse 0-6 mois » sur la liste « La liste des îlots ».')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'island-cancel');

    const button = page.getByRole('button', { name: 'Annuler la réservation' });
    await button.click();
    const confirm = page.getByRole('dialog', { name: 'Annuler la réservation' });
    await expect(confirm.getByText('Voulez-vous vraiment annuler votre réservation de « Gigoteuse 0-6 mois » ?')).toBeVisible();
    await expect(confirm.getByText(/Cette action est irréversible/)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'island-cancel-confirm');
    // Escape closes it, the focus back on the button; nothing cancelled
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.press('Enter');
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Réservation annulée' })).toBeFocused();
    await expect(page.getByText('L’article est de nouveau disponible sur la liste.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'island-cancel-done');
    for (const script of scripts) expect(script).toMatch(/^\/(app|mf\/wishlists)\/islands\//);
    await page.getByRole('link', { name: 'Retour à la liste' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/wishlists/${id}$`));
    await expect(page.getByRole('listitem', { name: 'Gigoteuse 0-6 mois' }).getByRole('button', { name: /Réserver/ })).toBeEnabled();

    // the link works once: its own message, from the server
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Lien d’annulation expiré' })).toBeVisible();
    await expect(page.getByText('Cette réservation a déjà été annulée, ou ce lien n’est plus valide.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'island-cancel-used');
    await context.close();

    const english = await newPage(browser, { viewport: DESKTOP, locale: 'en-GB' });
    await english.page.goto(link);
    await expect(english.page.getByRole('heading', { level: 1, name: 'Cancel link expired' })).toBeVisible();
    await expect(english.page.getByText('This reservation has already been cancelled, or this link is no longer valid.')).toBeVisible();
    await expectAccessible(english.page);
    await shot(english.page, 'island-cancel-used-en');
    await english.context.close();
  });
});
