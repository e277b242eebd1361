import { expect, test } from '@playwright/test';
import { apiLogIn, createAccount, logIn, logOut } from '../support/accounts';
import { checkAtBothWidths, meStatus } from '../support/browser';
import { lastMailTo } from '../support/outbox';

test.describe('account security, end to end', () => {
  test('a new user sends the verification link again, follows it from the outbox, and cannot use it twice', async ({ page }) => {
    const account = await createAccount('Nina');
    await logIn(page, account);
    await page.goto('/app/account');
    const emailCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Adresse e-mail' }) });
    await expect(emailCard.getByText('Non vérifiée')).toBeVisible();
    await emailCard.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expect(page.getByText('Un nouveau lien vous a été envoyé.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sessions ouvertes' }).getByRole('listitem')).toHaveCount(1);
    await checkAtBothWidths(page, 'account-security');

    // the newest mail is the link sent again; the one of the registration stays valid too
    const mail = await lastMailTo(account.email);
    expect(mail.link).toMatch(/\/app\/verify-email\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(mail.link!).pathname;
    await page.goto(path);
    await expect(page.getByText('Votre adresse e-mail est confirmée. Merci !')).toBeVisible();
    await checkAtBothWidths(page, 'verify-email');

    await page.getByRole('link', { name: 'Aller à Mon compte' }).click();
    await expect(page.getByText('Vérifiée', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renvoyer le lien' })).toHaveCount(0);

    // single use: the same link a second time
    await page.goto(path);
    await expect(page.getByText('Ce lien n’est plus valide.')).toBeVisible();
    await checkAtBothWidths(page, 'verify-email-invalid');
  });

  test('a user ends the other sessions, changes the password, and logs out on the server', async ({ page }) => {
    const account = await createAccount('Hugo');
    const elsewhere = await apiLogIn(account);
    await logIn(page, account);
    await page.goto('/app/account');
    const sessions = page.getByRole('list', { name: 'Sessions ouvertes' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Cette session')).toBeVisible();
    await page.getByRole('button', { name: 'Fermer toutes les autres sessions' }).click();
    await expect(page.getByText('1 session fermée.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect(await meStatus(elsewhere)).toBe(401);

    // a wrong current password, shown on its field
    await page.getByLabel('Mot de passe actuel').fill('Mauvais-Passe1');
    await page.getByLabel('Nouveau mot de passe').fill('Landau2027x');
    await page.getByLabel('Confirmer le mot de passe').fill('Landau2027x');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe incorrect.')).toBeVisible();
    await checkAtBothWidths(page, 'account-change-password-error');

    const phone = await apiLogIn(account);
    await page.getByLabel('Mot de passe actuel').fill(account.password);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Mot de passe changé. Vos autres sessions ont été fermées.')).toBeVisible();
    expect(await meStatus(phone)).toBe(401);
    // this browser goes on with the token the change answered
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(await meStatus(token!)).toBe(200);

    await logOut(page, 'Hugo Lefèvre');
    // the server ended the session: the token copied before logout no longer works
    expect(await meStatus(token!)).toBe(401);
    await logIn(page, { email: account.email, password: 'Landau2027x' });
  });
});
