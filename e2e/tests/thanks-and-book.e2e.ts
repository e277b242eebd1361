// docs/product.md#thank-you-notes and #the-baby-book: after the birth, the notes sent from Cigogne
// and the book of the first months, in Chromium.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, checkAtBothWidths, DESKTOP, newPage } from '../support/browser';
import { lastMailTo } from '../support/outbox';

async function api<T>(
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${BASE}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const email = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}.${randomBytes(3).toString('hex')}@example.fr`;

test('the owner thanks one guest with an edited note, then everyone left', async ({ browser }) => {
  const owner = await createAccount('Clara');
  const token = await apiLogIn(owner);
  const { _id: id } = await api<{ _id: string }>(token, 'POST', '/wishlists', { title: 'La liste de Clara' });
  await api(token, 'PATCH', `/wishlists/${id}`, { visibility: 'public' });
  const { id: item } = await api<{ id: string }>(token, 'POST', `/wishlists/${id}/items`, { title: 'Bodies', price: 9.9, quantity: 4 });
  const granny = email('Granny Jo');
  const tata = email('Tata Zoé');
  await api(null, 'POST', `/wishlists/${id}/items/${item}/reserve`, { name: 'Granny Jo', email: granny }, { 'accept-language': 'en-GB' });
  await api(null, 'POST', `/wishlists/${id}/items/${item}/reserve`, { name: 'Tata Zoé', email: tata }, { 'accept-language': 'fr-FR' });

  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await logIn(page, owner);
  await page.goto(`/app/wishlists/${id}/reservations`);
  await page.getByRole('button', { name: 'Remercier Granny Jo pour « Bodies »' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remercier Granny Jo' });
  // drafted in the guest's language
  await expect(dialog.getByLabel('Votre mot')).toHaveValue(/^Hello Granny Jo,/);
  await checkAtBothWidths(page, 'thank-note-dialog');
  await dialog.getByLabel('Votre mot').fill('Dear Granny Jo,\n\nThank you for the bodies!');
  await dialog.getByRole('button', { name: 'Envoyer le mot' }).click();
  await expect(page.getByText('Votre mot est envoyé à Granny Jo.')).toBeVisible();
  await expect(page.getByText(/Mot envoyé le/)).toBeVisible();
  const note = await lastMailTo(granny);
  expect(note.subject).toBe('A thank-you note from Clara');
  expect(note.text).toContain('Thank you for the bodies!');

  await page.getByRole('button', { name: 'Remercier tout le monde' }).click();
  const everyone = page.getByRole('dialog', { name: 'Remercier tout le monde' });
  await expect(everyone.getByText(/Un mot sera envoyé/)).toBeVisible();
  await checkAtBothWidths(page, 'thank-everyone-dialog');
  await everyone.getByRole('button', { name: 'Envoyer 1 mot' }).click();
  await expect(page.getByText('1 mot est en route.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Tata Zoé remercié·e pour « Bodies »' })).toBeChecked();
  await checkAtBothWidths(page, 'thank-notes-sent');
  await context.close();
});

test('the owner downloads the baby book of a timeline, in A5 with the cover chosen', async ({ browser }) => {
  const owner = await createAccount('Inès');
  const token = await apiLogIn(owner);
  const birth = new Date(Date.now() - 90 * 86_400_000);
  const timeline = await api<{ id: string }>(token, 'POST', '/timelines', {
    title: 'Les premiers mois de Lou',
    firstName: 'Lou',
    birthDate: birth.toISOString(),
    visibility: 'private',
  });
  const event = await api<{ id: string }>(token, 'POST', `/timelines/${timeline.id}/events`, {
    title: 'Premier bain',
    date: new Date(birth.getTime() + 10 * 86_400_000).toISOString(),
    description: 'Un cœur « ravi ».',
  });
  // a one-pixel PNG: the photo's content does not matter here
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bain.png');
  const uploaded = await fetch(`${BASE}/api/timelines/${timeline.id}/events/${event.id}/photos`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(uploaded.status).toBe(201);

  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await logIn(page, owner);
  await page.goto(`/app/timelines/${timeline.id}/manage`);
  await page.getByRole('button', { name: /Livre de bébé \(PDF\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Livre de bébé' });
  await expect(dialog.getByText(/1 événement et 1 photo/)).toBeVisible();
  await dialog.locator('label', { hasText: 'A5' }).click();
  await checkAtBothWidths(page, 'baby-book-dialog');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('livre-de-bebe-lou-a5.pdf');
  const file = path.join(os.tmpdir(), `e2e-book-${randomBytes(4).toString('hex')}.pdf`);
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Lou');
  expect(text).toContain('Premier bain');
  // pdftotext writes a non-breaking space as a plain one
  expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Un cœur « ravi ».');
  writeFileSync(`${file}.txt`, text);
  await context.close();
});
