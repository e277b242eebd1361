import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createAccount, logIn } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, launch, newPage, shot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('the shell', () => {
  it('sends a signed-out visitor to the login card, in French by default', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport, locale: 'de-DE' });
      await page.goto('/app/');
      await page.waitForURL('**/app/login');
      await page.getByRole('heading', { name: 'Connexion' }).waitFor();
      expect(await page.getByRole('link', { name: 'Mot de passe oublié ?' }).count()).toBe(1);
      // no top navigation before sign-in
      expect(await page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBe(0);
      await expectAccessible(page);
      await shot(page, 'login');
      await context.close();
    }
  });

  it('registers through the form, then logs in and greets by first name', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/app/register');
    const email = `e2e.register.${Date.now()}@example.fr`;
    await page.getByLabel('Prénom').fill('Maëlle');
    await page.getByLabel('Nom', { exact: true }).fill('Garnier');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Berceau2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Berceau2026');
    await expectAccessible(page);
    await shot(page, 'register');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL('**/app/login');
    await logIn(page, { email, password: 'Berceau2026' });
    await page.getByRole('heading', { name: 'Bonjour Maëlle' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the register rules before any call, and the server error for a taken email', async () => {
    const account = await createAccount();
    const { context, page } = await newPage(browser);
    await page.goto('/app/register');
    await page.getByLabel('Prénom').fill('Zoé');
    await page.getByLabel('Nom', { exact: true }).fill('Roux');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Berceau2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Berceau2027');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Les mots de passe ne correspondent pas').first().waitFor();
    await page.getByLabel('Confirmer le mot de passe').fill('Berceau2026');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Cette adresse email est déjà utilisée').first().waitFor();
    expect(page.url()).toMatch(/\/app\/register$/);
    await context.close();
  });

  it('shows the dashboard with the three sections, at desktop and phone width', async () => {
    const account = await createAccount('Anaïs');
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await logIn(page, account);
      await page.getByRole('heading', { name: 'Bonjour Anaïs' }).waitFor();
      await page.getByRole('heading', { name: 'Frises' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      await shot(page, 'dashboard');
      await context.close();
    }
  });

  it('brings the visitor back to the protected page asked for after login', async () => {
    const account = await createAccount();
    const { context, page } = await newPage(browser);
    await page.goto('/app/contact');
    await page.waitForURL('**/app/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/app/contact');
    await page.getByRole('heading', { name: 'Nous contacter' }).waitFor();
    // submit stays disabled until subject and message are non-blank (the state follows each keystroke)
    const send = page.getByRole('button', { name: 'Envoyer' });
    const becomes = async (disabled: boolean) => {
      const handle = await send.elementHandle();
      await page.waitForFunction(([el, want]) => (el as HTMLButtonElement).disabled === want, [handle, disabled] as const, {
        timeout: 5000,
      });
    };
    await becomes(true);
    await page.getByLabel('Message').fill('Bonjour');
    await page.getByLabel('Sujet').fill('Une idée');
    await becomes(false);
    await page.getByLabel('Sujet').fill('   ');
    await becomes(true);
    await page.getByLabel('Sujet').fill('Une idée');
    await becomes(false);
    await expectAccessible(page);
    await shot(page, 'contact');
    await send.click();
    await page.getByText('Message envoyé').waitFor();
    await context.close();
  });

  it('drops a bad stored token and says the visitor was disconnected', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/app/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto('/app/account');
    await page.waitForURL('**/app/login');
    await page.getByText('Vous avez été déconnecté.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('switches to English at once from the account page, and keeps it after a reload', async () => {
    const account = await createAccount('Chloé');
    const { context, page } = await newPage(browser);
    await logIn(page, account);
    await page.goto('/app/account');
    await page.getByRole('heading', { name: 'Mon compte' }).waitFor();
    await page.getByText(account.email).waitFor();
    await shot(page, 'account');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.goto('/app/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('shows the not-found page with a way home for unknown paths', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto('/app/ceci/nexiste/pas');
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      await expectAccessible(page);
      await shot(page, 'not-found');
      await page
        .getByRole('link', { name: /accueil/i })
        .or(page.getByRole('button', { name: /accueil/i }))
        .first()
        .click();
      await page.waitForURL(/\/app\/(login)?$/);
      await context.close();
    }
  });

  it('keeps working when a remote is down: its place shows the unavailable panel with retry', async () => {
    const account = await createAccount('Lina');
    const { context, page } = await newPage(browser);
    let down = true;
    await page.route('**/mf/timelines/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await logIn(page, account);
    await page.getByRole('heading', { name: 'Bonjour Lina' }).waitFor();
    const panel = page.getByText('Cette section est indisponible pour le moment.');
    await panel.first().waitFor();
    await shot(page, 'dashboard-remote-down');
    // the rest of the product still works
    await page.goto('/app/account');
    await page.getByRole('heading', { name: 'Mon compte' }).waitFor();
    // the predictions remote does not exist yet: the same panel, not a fake screen
    await page.goto('/app/predictions');
    await page.getByText('Cette section est indisponible pour le moment.').waitFor();
    // back up: retry loads the section without reloading the page
    await page.goto('/app/timelines');
    await page.getByText('Cette section est indisponible pour le moment.').waitFor();
    down = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByText('Cette section est indisponible pour le moment.').waitFor({ state: 'detached' });
    await context.close();
  });

  it('serves the legal notice from the footer', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/app/login');
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await page.waitForURL('**/app/mentions-legales');
    await page.getByRole('heading', { name: 'Mentions légales' }).first().waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
