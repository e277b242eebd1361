import { expect, test, type Page } from '@playwright/test';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo, frDate, pickDate } from '../support/dates';
import { lastMailTo } from '../support/outbox';

/** A timeline made over the API for `token`. */
async function createTimeline(token: string, visibility: 'public' | 'private', title: string) {
  const res = await fetch(`${BASE}/api/timelines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, firstName: 'Maël', birthDate: daysAgo(60).toISOString(), themeColor: 'teal', visibility }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

/** A small photo drawn by the browser itself, as a phone's camera would hand it over. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#9bd3ae';
    g.fillRect(0, 0, 800, 600);
    g.fillStyle = '#e76f51';
    g.beginPath();
    g.arc(400, 300, 150, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('co-parents, end to end', () => {
  test('the mother invites the father, who accepts and adds an event with a photo from his phone; visitors see the public timeline only', async ({
    browser,
  }) => {
    const mother = await createAccount('Claire');
    const motherToken = await apiLogIn(mother);
    const shared = await createTimeline(motherToken, 'public', 'La frise de Maël');
    const secret = await createTimeline(motherToken, 'private', 'Le carnet secret');
    const father = await createAccount('Paul');

    // the mother invites him from the timeline's co-parents panel, at desktop then phone width
    const desk = await newPage(browser, { viewport: DESKTOP });
    await logIn(desk.page, mother);
    await desk.page.goto(`/app/timelines/${shared.id}/manage`);
    const panel = desk.page.getByRole('region', { name: 'Co-parents' });
    await panel.getByLabel('Adresse e-mail').fill(father.email);
    await panel.getByRole('button', { name: 'Inviter' }).click();
    await expect(panel.getByRole('status')).toHaveText(`Invitation envoyée à ${father.email}.`);
    await expect(panel.getByRole('button', { name: `Retirer l’invitation envoyée à ${father.email}` })).toBeVisible();
    await expectAccessible(desk.page);
    await shot(desk.page, 'co-owners-panel');
    await desk.page.setViewportSize(PHONE);
    await shot(desk.page, 'co-owners-panel');
    await desk.context.close();

    // he reads the mail, opens the link signed out on his phone, logs in and comes back to accept
    const mail = await lastMailTo(father.email);
    expect(mail.subject).toContain('Claire');
    const invitationPath = new URL(mail.link!).pathname;
    expect(invitationPath).toMatch(/^\/app\/invitations\/[A-Za-z0-9_-]{43}$/);
    const phone = await newPage(browser, { viewport: PHONE });
    const page = phone.page;
    await page.goto(invitationPath);
    await expect(page.getByText('Claire vous invite à gérer la frise « La frise de Maël »')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'co-owners-invitation');
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail', { exact: true }).fill(father.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(father.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${invitationPath}$`));
    await page.getByRole('button', { name: 'Accepter l’invitation' }).click();
    await expect(page).toHaveURL(new RegExp(`/timelines/${shared.id}/manage$`));
    // his side of the panel: he may leave, not invite
    await expect(page.getByRole('button', { name: 'Quitter cette page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inviter' })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'co-owners-manage-shared');

    // the timeline is in his list, marked as shared with him, without delete
    await page.goto('/app/timelines');
    await expect(page.getByText('partagé avec vous')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'co-owners-list-shared');
    await page.getByRole('button', { name: 'Actions pour La frise de Maël' }).click();
    await expect(page.getByRole('menuitem', { name: 'Modifier' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Supprimer' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // he adds an event with a photo from his phone
    await page.goto(`/app/timelines/${shared.id}/events/create`);
    await page.getByLabel('Titre').fill('Premiers pas');
    await pickDate(page, 'Date', frDate(daysAgo(3)));
    await page
      .getByLabel(/Déposez des photos ici/)
      .setInputFiles({ name: 'IMG_1001.jpg', mimeType: 'image/jpeg', buffer: await photo(page) });
    await expect(page.getByRole('list', { name: 'Photos à envoyer' }).getByText('IMG_1001.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter l’événement' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByText('Premiers pas').first()).toBeVisible();
    await phone.context.close();

    // a visitor sees the public timeline with his photo, and nothing of the private one
    for (const viewport of [PHONE, DESKTOP]) {
      const guest = await newPage(browser, { viewport });
      await guest.page.goto(`/app/timelines/${shared.id}`);
      const thumb = guest.page.getByRole('list', { name: 'Photos de Premiers pas' }).locator('img');
      await expect(thumb).toHaveCount(1);
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expectAccessible(guest.page);
      await shot(guest.page, 'co-owners-public-timeline');
      await guest.page.goto(`/app/timelines/${secret.id}`);
      await expect(guest.page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      expect(await guest.page.content()).not.toContain('Le carnet secret');
      await guest.context.close();
    }
  });
});
