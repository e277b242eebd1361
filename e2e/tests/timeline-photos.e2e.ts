import { expect, test } from '@playwright/test';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo, frDate, pickDate } from '../support/dates';
import { cameraJpeg, uploadPhoto } from '../support/photos';

/** A timeline made over the API for `token`. */
async function createTimeline(token: string, visibility: 'public' | 'private', firstName: string) {
  const res = await fetch(`${BASE}/api/timelines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: `La frise de ${firstName}`,
      firstName,
      birthDate: daysAgo(60).toISOString(),
      themeColor: 'teal',
      visibility,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

test.describe('timeline photos, end to end', () => {
  test('a parent adds an event with a photo from a phone; a visitor sees it and opens it with the keyboard', async ({ browser }) => {
    const account = await createAccount('Maël');
    const timeline = await createTimeline(await apiLogIn(account), 'public', 'Maël');

    // the parent, on a phone
    const phone = await newPage(browser, { viewport: PHONE });
    const page = phone.page;
    await logIn(page, account);
    await page.goto(`/app/timelines/${timeline.id}/events/create`);
    await page.getByLabel('Titre').fill('Premier bain');
    await pickDate(page, 'Date', frDate(daysAgo(20)));
    await page.getByLabel('Description').fill('Dans la petite baignoire.');
    await page
      .getByLabel(/Déposez des photos ici/)
      .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page) });
    await expect(page.getByRole('list', { name: 'Photos à envoyer' }).getByText('IMG_0042.jpg')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'timeline-photos-event-form');
    await page.getByRole('button', { name: 'Ajouter l’événement' }).click();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByText('Premier bain').first()).toBeVisible();

    // the photo is on the event when it is edited again
    await page.getByRole('link', { name: 'Modifier l’événement Premier bain' }).click();
    await expect(page.getByRole('list', { name: 'Photos de l’événement' }).getByRole('img')).toHaveCount(1);
    await phone.context.close();

    // a visitor, signed out, at phone and desktop width
    for (const viewport of [PHONE, DESKTOP]) {
      const guest = await newPage(browser, { viewport });
      await guest.page.goto(`/app/timelines/${timeline.id}`);
      const photos = guest.page.getByRole('list', { name: 'Photos de Premier bain' });
      const thumb = photos.locator('img');
      await expect(thumb).toHaveCount(1);
      await thumb.scrollIntoViewIfNeeded();
      // loaded, at the size the page reserved for it (portrait: the orientation kept)
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await thumb.getAttribute('width')).toBe('360');
      expect(await thumb.getAttribute('height')).toBe('480');
      expect(await thumb.getAttribute('loading')).toBe('lazy');
      await expectAccessible(guest.page);
      await shot(guest.page, 'timeline-photos-public');

      // the viewer, by keyboard: open, then Escape gives the focus back
      const open = photos.getByRole('button', { name: /Ouvrir la photo 1 sur 1/ });
      await open.focus();
      await guest.page.keyboard.press('Enter');
      const viewer = guest.page.getByRole('dialog', { name: /Photo 1 sur 1/ });
      await expect(viewer).toBeVisible();
      await expect.poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(1600);
      await expectAccessible(guest.page);
      await shot(guest.page, 'timeline-photos-viewer');
      await guest.page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(open).toBeFocused();
      await guest.context.close();
    }
  });

  test("a private timeline's photo is shown to nobody else: page, photo URL and server-rendered HTML", async ({ browser, page }) => {
    const account = await createAccount('Lina');
    const token = await apiLogIn(account);
    const timeline = await createTimeline(token, 'private', 'Lina');
    const event = await fetch(`${BASE}/api/timelines/${timeline.id}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Première photo', date: daysAgo(5).toISOString() }),
    }).then((r) => r.json());
    await page.goto('/app/login');
    const photo = await uploadPhoto(token, timeline.id, event.id, await cameraJpeg(page), 'secret.jpg');

    // the owner sees it
    await logIn(page, account);
    await page.goto(`/app/timelines/${timeline.id}`);
    const thumb = page.getByRole('list', { name: 'Photos de Première photo' }).locator('img');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // a visitor and another user see nothing of it
    const other = await createAccount('Autre');
    for (const who of ['visitor', 'other user']) {
      const guest = await newPage(browser);
      if (who === 'other user') await logIn(guest.page, other);
      await guest.page.goto(`/app/timelines/${timeline.id}`);
      await expect(guest.page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      expect(await guest.page.content()).not.toContain(photo.id);
      const direct = await guest.page.request.get(`/api/photos/${photo.id}/full`);
      expect(direct.status()).toBe(404);
      await expectAccessible(guest.page);
      await guest.context.close();
    }
    const html = await (await fetch(`${BASE}/app/timelines/${timeline.id}`)).text();
    expect(html).not.toContain(photo.id);
  });
});
