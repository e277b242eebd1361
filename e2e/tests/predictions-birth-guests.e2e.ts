import { expect, test } from '@playwright/test';
import { api, apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo } from '../support/dates';

/**
 * The birth as guests see it: once the owner recorded it, the public prediction is its
 * announcement, for a guest who answered (their own score) and for one who did not, in French and
 * English, at phone and desktop width; the owner sees it on their page. The header names the parent.
 */
test('after the birth, guests with and without an answer read the announcement; the owner sees it too', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const account = await createAccount('Agathe');
  const token = await apiLogIn(account);
  const { id } = await api(token, 'POST', '/predictions', {
    firstName: 'Lina',
    gender: 'girl',
    dueDate: daysAgo(-30).toISOString(),
    visibility: 'public',
    themeColor: 'pink',
    guessWeight: true,
  });
  const close = await api(null, 'POST', `/predictions/${id}/answers`, {
    userName: 'Mamie',
    gender: 'girl',
    firstName: 'Lina',
    weight: 3.3,
  });
  await api(null, 'POST', `/predictions/${id}/answers`, { userName: 'Tonton', gender: 'boy', firstName: 'Paul', weight: 3.9 });
  await api(token, 'PUT', `/predictions/${id}/birth`, {
    birthDate: daysAgo(1).toISOString(),
    birthTime: '05:10',
    weight: 3.3,
    size: 50,
    gender: 'girl',
    firstName: 'Lina',
  });
  const guestUrl = `/app/predictions/${id}`;

  for (const viewport of [PHONE, DESKTOP]) {
    // a guest who did not answer
    const visitor = await newPage(browser, { viewport });
    await visitor.page.goto(guestUrl);
    await expect(visitor.page.getByRole('heading', { level: 2, name: /^Lina est née\s!$/ })).toBeVisible();
    await expect(visitor.page.getByText(/^Née le /)).toBeVisible();
    await expect(visitor.page.getByText('3,3 kg')).toBeVisible();
    await expect(visitor.page.getByRole('listitem').filter({ hasText: 'Mamie' })).toBeVisible();
    await expect(visitor.page.getByText('Les pronostics sont clos')).toHaveCount(0);
    await expectAccessible(visitor.page);
    await shot(visitor.page, 'prediction-born-visitor');
    await visitor.context.close();

    // a guest who answered: the cookie names their answer
    const guest = await newPage(browser, { viewport });
    await guest.context.addCookies([{ name: `prediction.${id}.answer`, value: close.id, url: BASE }]);
    await guest.page.goto(guestUrl);
    await expect(guest.page.getByRole('heading', { level: 2, name: /^Lina est née\s!$/ })).toBeVisible();
    await expect(guest.page.getByText(/^Votre score\s:\s100\s\/\s100, 1er$/)).toBeVisible();
    await expect(guest.page.getByRole('button', { name: 'Découvrir le sexe' })).toHaveCount(0);
    await expectAccessible(guest.page);
    await shot(guest.page, 'prediction-born-guest');
    await guest.context.close();
  }

  for (const viewport of [PHONE, DESKTOP]) {
    const english = await newPage(browser, { viewport, locale: 'en-GB' });
    await english.context.addCookies([{ name: `prediction.${id}.answer`, value: close.id, url: BASE }]);
    await english.page.goto(guestUrl);
    await expect(english.page.getByRole('heading', { level: 2, name: 'Lina is born!' })).toBeVisible();
    await expect(english.page.getByText(/^She was born on /)).toBeVisible();
    await expect(english.page.getByText('Agathe’s baby')).toBeVisible();
    await expect(english.page.getByText('Your score: 100 / 100, 1st place')).toBeVisible();
    await expectAccessible(english.page);
    await shot(english.page, 'prediction-born-guest-en');
    await english.context.close();
  }

  // the server's page is the announcement, before any script runs (a cold render past its budget
  // is the plain page: asked again until rendered)
  await expect
    .poll(async () => (await fetch(`${BASE}${guestUrl}`, { headers: { 'accept-language': 'fr-FR' } })).text(), { timeout: 60_000 })
    .toContain('data-ssr="fr"');
  const html = await (await fetch(`${BASE}${guestUrl}`, { headers: { 'accept-language': 'fr-FR' } })).text();
  expect(html).toContain('Lina est née');
  expect(html).toContain('Le bébé d’Agathe');
  expect(html).not.toContain('Naissance prévue');
  expect(html).not.toContain('Les pronostics sont clos');

  // the owner's page shows the moment above the management
  await logIn(page, account);
  await page.goto(`/app/predictions/${id}/manage`);
  await expect(page.getByRole('heading', { level: 2, name: /^Lina est née\s!$/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '100 points' })).toContainText('Mamie');
  await expectAccessible(page);
  await shot(page, 'prediction-born-owner');
});
