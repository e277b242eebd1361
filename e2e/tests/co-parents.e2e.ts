import { expect, test } from '@playwright/test';
import { api, apiLogIn, createAccount, fillSignUp, logIn } from '../support/accounts';
import { DESKTOP, PHONE, checkAtBothWidths, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo } from '../support/dates';
import { lastMailTo } from '../support/outbox';

test.describe('a co-parent invited once, end to end', () => {
  test('the mother invites the father from her account; he signs up from the link, is signed in and sees all her pages, those made later too', async ({
    browser,
  }) => {
    // two accounts, three pages and two browsers on a machine that may be busy
    test.setTimeout(240_000);
    const mother = await createAccount('Claire');
    const token = await apiLogIn(mother);
    await api(token, 'POST', '/wishlists', { title: 'La liste de Jade' });
    await api(token, 'POST', '/predictions', {
      firstName: 'Jade',
      gender: 'girl',
      dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      visibility: 'private',
      themeColor: 'pink',
      guessBirthDate: true,
    });
    await api(token, 'POST', '/timelines', {
      title: 'La frise de Jade',
      firstName: 'Jade',
      birthDate: daysAgo(30).toISOString(),
      themeColor: 'pink',
      visibility: 'private',
    });
    const fatherEmail = `e2e.paul.${Date.now()}@example.fr`;

    // she invites him once, from her account page
    const desk = await newPage(browser, { viewport: DESKTOP });
    await logIn(desk.page, mother);
    await desk.page.goto('/app/account');
    // the account page is its own chunk, the first one this browser loads after the dashboard
    await expect(desk.page.getByRole('heading', { name: 'Mon compte' })).toBeVisible({ timeout: 30_000 });
    const card = desk.page.getByRole('region', { name: 'Co-parent' });
    await expect(card.getByText('Aucun co-parent pour l’instant.')).toBeVisible();
    await card.getByLabel('Adresse e-mail du co-parent').fill(fatherEmail);
    await card.getByRole('button', { name: 'Inviter' }).click();
    await expect(card.getByRole('status')).toHaveText(`Invitation envoyée à ${fatherEmail}. Le lien est valable 14\u00a0jours.`);
    await expect(card.getByRole('list', { name: 'Vos co-parents' }).getByText('Invitation en attente')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await checkAtBothWidths(desk.page, 'account-co-parent-pending');

    // he opens the mailed link on his phone, signed out, and creates his account from it
    const mail = await lastMailTo(fatherEmail);
    expect(mail.text).toContain('Claire vous invite à gérer toutes ses pages');
    const phone = await newPage(browser, { viewport: PHONE });
    const page = phone.page;
    await page.goto(new URL(mail.link!).pathname);
    await expect(page.getByText('Claire vous invite à être son co-parent')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'co-parent-invitation');
    await page.getByRole('main').getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await fillSignUp(page, { firstName: 'Paul', lastName: 'Lefèvre', email: fatherEmail, password: 'Poussette2026' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // signed in (no password asked again), the invitation accepted, welcomed on his dashboard with her pages
    // two password hashes (registering, signing in) and the acceptance before it shows
    await expect(page.getByRole('heading', { name: 'Bienvenue sur Cigogne, Paul\u00a0!' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/app\/?$/);
    await expect(page.getByText('La liste de Jade')).toBeVisible();
    await expect(page.getByText('La frise de Jade')).toBeVisible();
    await expect(page.getByText('Vous n’avez pas encore de pronostic.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pronostic pour Jade', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await shot(page, 'co-parent-dashboard');

    // a list she makes afterwards is his at once, and he manages it
    const later = await api(token, 'POST', '/wishlists', { title: 'La liste du baptême' });
    await page.goto('/app/wishlists');
    await expect(page.getByText('La liste du baptême')).toBeVisible();
    await page.goto(`/app/wishlists/${later.id}`);
    await expect(page.getByRole('heading', { name: 'La liste du baptême' })).toBeVisible();
    await phone.context.close();

    // her account page shows him as her co-parent; removing him takes the pages away at once
    await desk.page.reload();
    const list = desk.page.getByRole('region', { name: 'Co-parent' }).getByRole('list', { name: 'Vos co-parents' });
    await expect(list.getByText('Paul Lefèvre')).toBeVisible();
    await checkAtBothWidths(desk.page, 'account-co-parent-accepted');
    await list.getByRole('button', { name: 'Retirer Paul Lefèvre' }).click();
    await desk.page.getByRole('button', { name: 'Retirer', exact: true }).last().click();
    await expect(desk.page.getByText('Aucun co-parent pour l’instant.')).toBeVisible();
    const fatherToken = await apiLogIn({ email: fatherEmail, password: 'Poussette2026' });
    expect(await api<unknown[]>(fatherToken, 'GET', '/wishlists')).toEqual([]);
    await desk.context.close();
  });
});
