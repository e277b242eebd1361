// The public timeline as islands (docs/architecture.md#islands): the server's HTML, the shell's
// island loader and the timeline's island, nothing of the app (React, antd, Apollo, the Module
// Federation runtime) until the guest does something no island does. The photo viewer there: opened
// from a thumbnail by a tap or the keyboard, previous and next by the buttons, the arrow keys or a
// swipe, Escape closes it and the focus comes back to the thumbnail that opened it.
import { expect, test, type Page } from '@playwright/test';
import { api, apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';
import { daysAgo } from '../support/dates';
import { cameraJpeg, uploadPhoto } from '../support/photos';
import { pageIsLive } from '../support/live-page';
import { untilServerRendered } from '../support/ready';

/** A public timeline whose first event has three photos, and an event without any. */
async function timeline(page: Page) {
  const account = await createAccount('Maël');
  const token = await apiLogIn(account);
  const { id } = await api(token, 'POST', '/timelines', {
    title: 'La frise des îlots',
    firstName: 'Maël',
    birthDate: daysAgo(60).toISOString(),
    themeColor: 'teal',
    visibility: 'public',
  });
  const bath = await api(token, 'POST', `/timelines/${id}/events`, { title: 'Premier bain', date: daysAgo(20).toISOString() });
  for (const colour of ['#7ec8e3', '#e38e7e', '#8ee37e']) await uploadPhoto(token, id, bath.id, await cameraJpeg(page, colour));
  await api(token, 'POST', `/timelines/${id}/events`, { title: 'Premier sourire', date: daysAgo(10).toISOString() });
  return { id, account };
}

/** Records the paths of the scripts the page asks for. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
}

const loaded = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByRole('dialog')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight),
    )
    .toBe(1600);

/** A finger's swipe over the viewer, from x `from` to x `to` (real touch events, over CDP). */
async function swipe(page: Page, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const y = 300;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (from + to) / 2, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y }] });
  // the finger rests before it lifts, as a person's does: no fling left to swallow the next tap
  await new Promise((resolve) => setTimeout(resolve, 150));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('timelines: the public timeline as islands', () => {
  test('on a phone: the loader and the island only; a tap opens the viewer, a swipe or the buttons change photo; the menu wakes the app', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', baseURL: BASE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const { id } = await timeline(page);
    const scripts = scriptsOf(page);
    // a render over its budget on a loaded machine sends the plain page, which loads the whole app by design
    await untilServerRendered(`/app/timelines/${id}`);
    await page.goto(`/app/timelines/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'La frise des îlots' })).toBeVisible();
    await expect(page.getByText(/^Maël a \d\smois,\s\d+\sjours?$/)).toBeVisible();

    const thumbs = page.getByRole('list', { name: 'Photos de Premier bain' }).getByRole('button');
    await expect(thumbs).toHaveCount(3);
    // photos stay lazy, with their sizes and srcset
    for (const img of await thumbs.locator('img').all()) {
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(await img.getAttribute('srcset')).toMatch(/\/thumb 360w, .*\/full 1200w$/);
      expect(await img.getAttribute('sizes')).toBeTruthy();
    }
    const second = thumbs.nth(1);
    await second.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(pageIsLive)).toBe(true);
    await second.tap();
    const viewer = page.getByRole('dialog', { name: 'Photo 2 sur 3 : Premier bain' });
    await expect(viewer).toBeVisible();
    await loaded(page);
    await expect(viewer.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await expectAccessible(page);
    await shot(page, 'timeline-island-viewer-phone');

    await swipe(page, 320, 60);
    await expect(page.getByRole('dialog', { name: 'Photo 3 sur 3 : Premier bain' })).toBeVisible();
    await swipe(page, 60, 320);
    await swipe(page, 60, 320);
    await expect(page.getByRole('dialog', { name: 'Photo 1 sur 3 : Premier bain' })).toBeVisible();
    await page.getByRole('button', { name: 'Photo précédente' }).tap();
    await expect(page.getByRole('dialog').getByText('Photo 3 sur 3')).toBeVisible();
    await page.getByRole('button', { name: 'Fermer' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(second).toBeFocused();

    await page.waitForLoadState('networkidle');
    // the shell's island loader and the remote's island, from the remote's files: no app, no remoteEntry
    expect(scripts.length).toBe(2);
    for (const script of scripts) expect(script).toMatch(/^\/(app|mf\/timelines)\/islands\//);

    // what no island does: the whole app loads, hydrates, and the tap is replayed
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    expect(scripts.some((s) => /^\/app\/main\./.test(s))).toBe(true);
    await context.close();
  });

  test('at 1280 px, in English, by keyboard: Enter opens, the arrows go round, Escape gives the focus back', async ({ browser }) => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP, locale: 'en-GB' });
    const { id } = await timeline(page);
    await page.goto(`/app/timelines/${id}`);
    const first = page.getByRole('button', { name: 'Open photo 1 of 3: Premier bain' });
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(pageIsLive)).toBe(true);
    await expectAccessible(page);
    await shot(page, 'timeline-island-page-desktop-en');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Photo 1 of 3: Premier bain' })).toBeVisible();
    await loaded(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Photo 3 of 3: Premier bain' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 3: Premier bain' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 2 of 3: Premier bain' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'timeline-island-viewer-desktop-en');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(first).toBeFocused();
    await context.close();
  });

  test("the baby's age and the birth's time are the visitor's, in their time zone, not the server's", async ({ browser }) => {
    const token = await apiLogIn(await createAccount('Aroha'));
    const day = new Date(Date.now() - 50 * 86_400_000);
    // noon in London is the next day's 1 or 2 o'clock in Auckland
    const birth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12, 0));
    const { id } = await api(token, 'POST', '/timelines', {
      title: 'La frise du bout du monde',
      firstName: 'Aroha',
      birthDate: birth.toISOString(),
      themeColor: 'teal',
      visibility: 'public',
    });
    const auckland = (options: Intl.DateTimeFormatOptions, at: Date) =>
      new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'Pacific/Auckland' }).format(at);
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', baseURL: BASE, timezoneId: 'Pacific/Auckland' });
    const page = await context.newPage();
    await page.goto(`/app/timelines/${id}`);
    await expect.poll(() => page.evaluate(pageIsLive)).toBe(true);
    await expect(page.getByText(`Né(e) le ${auckland({ dateStyle: 'long', timeStyle: 'short' }, birth)}`)).toBeVisible();
    await expect(page.getByText(/^Aroha a 1\smois,\s\d+\sjours?$/)).toBeVisible();
    await context.close();
  });

  test('its parent, signed in, gets the whole app on the same address', async ({ browser }) => {
    const { context, page } = await newPage(browser);
    const { id, account } = await timeline(page);
    await logIn(page, account);
    const scripts = scriptsOf(page);
    // a render over its budget on a loaded machine sends the plain page, which loads the whole app by design
    await untilServerRendered(`/app/timelines/${id}`);
    await page.goto(`/app/timelines/${id}`);
    await expect(page.getByRole('link', { name: 'Gérer' })).toBeVisible();
    expect(scripts.some((s) => /^\/app\/main\./.test(s))).toBe(true);
    // the same HTML as a guest's: its loader sees the session and wakes the app, never the island
    expect(scripts.some((s) => s.startsWith('/mf/timelines/islands/'))).toBe(false);
    await context.close();
  });
});
