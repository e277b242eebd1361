import { expect, test } from '@playwright/test';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo } from '../support/dates';

/** Issue 16, finding 5: the owner closes answers, a guest finds the closed state, the owner reopens. */
test('the owner closes predictions, a guest finds them closed (phone and desktop, fr and en), the owner reopens', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount('Agathe');
  const token = await apiLogIn(account);
  const created = await fetch(`${BASE}/api/predictions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      firstName: 'Lina',
      gender: 'girl',
      dueDate: daysAgo(-30).toISOString(),
      visibility: 'public',
      themeColor: 'pink',
      guessWeight: true,
    }),
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  const guestUrl = `/app/predictions/${id}`;

  // the owner closes, after a confirmation
  await logIn(page, account);
  await page.goto(`/app/predictions/${id}/manage`);
  const closing = page.getByRole('region', { name: 'État des pronostics' });
  await expect(closing.getByText('Ouverts : vos invités peuvent répondre.')).toBeVisible();
  await closing.getByRole('button', { name: 'Clore les pronostics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clore les pronostics ?' });
  await expect(dialog.getByText('Vos invités ne pourront plus répondre.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'prediction-close-confirm');
  await dialog.getByRole('button', { name: 'Clore les pronostics' }).click();
  await expect(dialog).toBeHidden();
  await expect(closing.getByText(/^Clos le .+\s:\svos invités ne peuvent plus répondre\.$/)).toBeVisible();
  await expect(closing.getByRole('button', { name: 'Rouvrir les pronostics' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'prediction-manage-closed');
  await page.setViewportSize(PHONE);
  await expect(closing.getByRole('button', { name: 'Rouvrir les pronostics' })).toBeVisible();
  await shot(page, 'prediction-manage-closed');
  await page.setViewportSize(DESKTOP);

  // the server-rendered guest page already says it, before any script runs
  const html = await (await fetch(`${BASE}${guestUrl}`, { headers: { 'accept-language': 'fr-FR' } })).text();
  expect(html).toContain('Les pronostics sont clos');
  expect(html).not.toContain('Quel est votre prénom ?');

  // a guest on a phone, then at desktop width: the closed state, no form
  for (const viewport of [PHONE, DESKTOP]) {
    const guest = await newPage(browser, { viewport });
    await guest.page.goto(guestUrl);
    await expect(guest.page.getByRole('heading', { level: 2, name: 'Les pronostics sont clos' })).toBeVisible();
    await expect(guest.page.getByText('Les parents ne prennent plus de réponses. Merci de votre intérêt !')).toBeVisible();
    await expect(guest.page.getByRole('textbox')).toHaveCount(0);
    await expect(guest.page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await expectAccessible(guest.page);
    await shot(guest.page, 'prediction-guest-closed');
    await guest.context.close();
  }
  const english = await newPage(browser, { viewport: PHONE, locale: 'en-GB' });
  await english.page.goto(guestUrl);
  await expect(english.page.getByRole('heading', { level: 2, name: 'Predictions are closed' })).toBeVisible();
  await expectAccessible(english.page);
  await english.context.close();

  // what a script posting anyway gets
  const late = await fetch(`${BASE}/api/predictions/${id}/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'Tardif', gender: 'girl', firstName: 'Lina', weight: 3.2 }),
  });
  expect(late.status).toBe(409);
  expect(await late.json()).toEqual({ type: 'predictionClosed', errors: [] });

  // the owner reopens: the guest finds the wizard again
  await closing.getByRole('button', { name: 'Rouvrir les pronostics' }).click();
  await expect(closing.getByText('Ouverts : vos invités peuvent répondre.')).toBeVisible();
  await expect(closing.getByRole('button', { name: 'Clore les pronostics' })).toBeVisible();
  const guest = await newPage(browser, { viewport: PHONE });
  await guest.page.goto(guestUrl);
  await expect(guest.page.getByRole('heading', { name: 'Quel est votre prénom ?' })).toBeVisible();
  await expect(guest.page.getByText('Les pronostics sont clos')).toHaveCount(0);
  await guest.context.close();
});
