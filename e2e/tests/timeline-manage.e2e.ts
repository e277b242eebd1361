import { expect, test } from '@playwright/test';
import { api, apiLogIn, createAccount, logIn } from '../support/accounts';
import { DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo } from '../support/dates';
import { cameraJpeg, uploadPhoto } from '../support/photos';

test.describe("the owner's timeline screen", () => {
  test('shows the photos the dashboard counts; on a phone the events and adding one come first', async ({ browser }) => {
    test.setTimeout(180_000);
    const account = await createAccount('Nour');
    const token = await apiLogIn(account);
    const timeline = await api(token, 'POST', '/timelines', {
      title: 'La frise de Nour',
      firstName: 'Nour',
      birthDate: daysAgo(90).toISOString(),
      themeColor: 'teal',
      visibility: 'public',
    });
    const event = await api(token, 'POST', `/timelines/${timeline.id}/events`, { title: 'Premier bain', date: daysAgo(60).toISOString() });

    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await logIn(page, account);
    for (const top of ['#7ec8e3', '#e9c46a'])
      await uploadPhoto(token, timeline.id, event.id, await cameraJpeg(page, top), `bain-${top.slice(1)}.jpg`);

    await page.goto(`/app/timelines/${timeline.id}/manage`);
    const events = page.getByRole('region', { name: 'Événements' });
    // the first screen after sign-in loads its remote: on a loaded machine that is slow
    await expect(events.getByRole('heading', { name: 'Premier bain' })).toBeVisible({ timeout: 60_000 });
    const photos = events.getByRole('list', { name: 'Photos de Premier bain' }).locator('img');
    await expect(photos).toHaveCount(2);
    for (const img of await photos.all())
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, 'timeline-manage');
    // wide: the details on the left, the events on the right
    const detailsBox = (await page.getByRole('region', { name: 'Détails' }).boundingBox())!;
    const eventsBox = (await events.boundingBox())!;
    expect(eventsBox.x).toBeGreaterThan(detailsBox.x + detailsBox.width - 1);

    // a phone: the events and "Ajouter un événement" before the details and sharing
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    const add = events.getByRole('link', { name: /Ajouter un événement/ });
    await expect(add).toBeVisible();
    const phoneDetails = (await page.getByRole('region', { name: 'Détails' }).boundingBox())!;
    expect((await add.boundingBox())!.y).toBeLessThan(phoneDetails.y);
    expect((await events.boundingBox())!.y).toBeLessThan(phoneDetails.y);
    await expectAccessible(page);
    await shot(page, 'timeline-manage');
    await context.close();
  });
});
