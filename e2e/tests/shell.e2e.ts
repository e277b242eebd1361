import { expect, test } from '@playwright/test';
import { createAccount, fillSignUp, logIn } from '../support/accounts';
import { DESKTOP, PHONE, checkAtBothWidths, expectAccessible, newPage, shot } from '../support/browser';

const UNAVAILABLE = 'Cette section est indisponible pour le moment.';

test.describe('the shell', () => {
  test('sends a signed-out visitor to the login card, in French by default', async ({ browser }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport, locale: 'de-DE' });
      await page.goto('/app/');
      await expect(page).toHaveURL(/\/app\/login$/);
      await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveCount(1);
      // no top navigation before sign-in
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'login');
      await context.close();
    }
  });

  test("styles the login screen's antd components from the page's stylesheet, not at run time", async ({ page }) => {
    // the style elements of the HTML (a server render's) are marked before any script runs
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') for (const style of document.querySelectorAll('style')) style.dataset.fromHtml = '';
      }),
    );
    await page.goto('/app/login');
    const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
    await expect(submit).toBeVisible();
    // the primary button has the theme's colour (brand.primary)
    await expect(submit).toHaveCSS('background-color', 'rgb(59, 103, 151)');
    // ...from the static stylesheet: antd's CSS-in-JS wrote no button or layout rules at run time (only CSS variables)
    await page.waitForLoadState('networkidle');
    const runtimeRules = await page.evaluate(() =>
      [...document.querySelectorAll('style:not([data-from-html])')]
        .map((s) => s.textContent ?? '')
        .filter((css) => /\.ant-(btn|layout)[^{]*\{[^-]/.test(css)),
    );
    expect(runtimeRules).toEqual([]);
    const sheets = await page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')));
    expect(sheets[0]).toMatch(/^\/app\/main\.[0-9a-f]{8}\.css$/);
  });

  test('registers through the form: one message per weak password, then signed in and welcomed, not asked to log in', async ({ page }) => {
    await page.goto('/app/register');
    const email = `e2e.register.${Date.now()}@example.fr`;
    // neither uppercase nor digit: the rule is said once, under the field
    await fillSignUp(page, { firstName: 'Maëlle', lastName: 'Garnier', email, password: 'berceaux' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const strength = page.getByText('Le mot de passe doit contenir une majuscule, une minuscule et un chiffre.');
    await expect(strength).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, 'register-weak-password');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Berceau2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Berceau2026');
    await expect(strength).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'register');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Cigogne, Maëlle !' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page.getByText('Votre compte est prêt. Un lien pour confirmer votre adresse e-mail vous a été envoyé.')).toBeVisible();
    await expect(page.getByText('Heureux de vous revoir')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await checkAtBothWidths(page, 'dashboard-welcome');
    // the session is a real one: it survives a reload (the welcome stays with this history entry)
    await page.reload();
    await expect(page.getByRole('heading', { name: /Maëlle/ })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('shows the register rules before any call, and the server error for a taken email', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/app/register');
    await page.getByLabel('Prénom').fill('Zoé');
    await page.getByLabel('Nom', { exact: true }).fill('Roux');
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Berceau2026');
    await page.getByLabel('Confirmer le mot de passe').fill('Berceau2027');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas').first()).toBeVisible();
    await page.getByLabel('Confirmer le mot de passe').fill('Berceau2026');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Cette adresse e-mail est déjà utilisée').first()).toBeVisible();
    await expect(page).toHaveURL(/\/app\/register$/);
  });

  test('shows the dashboard with the three sections, at desktop and phone width', async ({ browser }) => {
    const account = await createAccount('Anaïs');
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await logIn(page, account);
      await expect(page.getByRole('heading', { name: 'Bonjour Anaïs' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Frises' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      await shot(page, 'dashboard');
      await context.close();
    }
  });

  test('brings the visitor back to the protected page asked for after login', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/app/contact');
    await expect(page).toHaveURL(/\/app\/login$/);
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/contact$/);
    await expect(page.getByRole('heading', { name: 'Nous contacter' })).toBeVisible();
    // submit stays disabled until subject and message are non-blank (the state follows each keystroke)
    const send = page.getByRole('button', { name: 'Envoyer' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Message').fill('Bonjour');
    await page.getByLabel('Sujet').fill('Une idée');
    await expect(send).toBeEnabled();
    await page.getByLabel('Sujet').fill('   ');
    await expect(send).toBeDisabled();
    await page.getByLabel('Sujet').fill('Une idée');
    await expect(send).toBeEnabled();
    await expectAccessible(page);
    await shot(page, 'contact');
    await send.click();
    await expect(page.getByText('Message envoyé')).toBeVisible();
  });

  test('drops a bad stored token and says the visitor was disconnected', async ({ page }) => {
    await page.goto('/app/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto('/app/account');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByText('Vous avez été déconnecté.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('switches to English at once from the account page, and keeps it after a reload', async ({ page }) => {
    const account = await createAccount('Chloé');
    await logIn(page, account);
    await page.goto('/app/account');
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await shot(page, 'account');
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await page.goto('/app/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('shows the not-found page with a way home for unknown paths', async ({ browser }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      await page.goto('/app/ceci/nexiste/pas');
      await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'not-found');
      await page.getByRole('button', { name: 'Retour à l’accueil' }).click();
      await expect(page).toHaveURL(/\/app\/(login)?$/);
      await context.close();
    }
  });

  test('keeps working when a remote is down: its place shows the unavailable panel with retry', async ({ page }) => {
    const account = await createAccount('Lina');
    let down = true;
    await page.route('**/mf/timelines/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await logIn(page, account);
    await expect(page.getByRole('heading', { name: 'Bonjour Lina' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE).first()).toBeVisible();
    await shot(page, 'dashboard-remote-down');
    // the rest of the product still works
    await page.goto('/app/account');
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
    // back up: retry loads the section without reloading the page
    await page.goto('/app/timelines');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    down = false;
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    // the section itself rendered: the timelines list of this new account
    await expect(page.getByText('Vous n’avez pas encore de frise.').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('serves the legal notice from the footer', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(/\/app\/mentions-legales$/);
    await expect(page.getByRole('heading', { name: 'Mentions légales' }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
