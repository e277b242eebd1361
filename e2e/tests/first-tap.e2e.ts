// The first tap on each guest page, on a phone, once the tapped element answers taps (hydrated,
// or its island started): it does what it says, once, with nothing the visitor did lost. A tap
// before that is held and replayed by the SSR click replay (ssr.e2e.ts). How fast it answers at
// 4× CPU is measured by `npm run longtasks` (e2e/perf/first-tap.mjs), not here.
import { expect, test, type Browser } from '@playwright/test';
import { api, apiLogIn, createAccount } from '../support/accounts';
import { BASE, PHONE, newPage } from '../support/browser';
import { cameraJpeg, uploadPhoto } from '../support/photos';
import { FIRST_TAPS, WIZARD_FIRST_QUESTION, type FirstTapKind } from '../support/first-taps';
import { answersTaps } from '../support/live-page';
import { untilIdle } from '../support/ready';

/**
 * Counts the page's clicks, first of all (the window's capture phase, before any handler of the
 * page can stop one): a tap on a ready page is one click, a replay of it would be a second.
 */
const COUNT_CLICKS = () => {
  const w = window as unknown as { __clicks: number };
  w.__clicks = 0;
  window.addEventListener('click', () => (w.__clicks += 1), { capture: true });
};

/** Opens `path` on a phone and taps its first tap on the ready page; returns the page, shown. */
async function firstTap(browser: Browser, path: string, kind: FirstTapKind) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', baseURL: BASE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(COUNT_CLICKS);
  await page.goto(path);
  const tap = FIRST_TAPS[kind];
  const target = await tap.target(page);
  await expect.poll(() => target.evaluate(answersTaps), { timeout: 30_000 }).toBe(true);
  await target.tap();
  await tap.shown(page);
  await untilIdle(page); // whatever the tap set off has run
  // one tap, one click: not replayed a second time
  expect(await page.evaluate(() => (window as unknown as { __clicks: number }).__clicks)).toBe(1);
  return { context, page };
}

test.describe('the first tap on a guest page, on a phone', () => {
  test.describe.configure({ timeout: 180_000 });
  let token: string;

  test.beforeAll(async () => {
    token = await apiLogIn(await createAccount('Suzanne'));
  });

  // the login page is an island: its form answers the first tap (the menu wakes the whole app)
  test('login: Se connecter on the empty form asks for both fields, once', async ({ browser }) => {
    const { context, page } = await firstTap(browser, '/app/login', 'login');
    await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2);
    await expect(page).toHaveURL(/\/app\/login$/);
    await context.close();
  });

  test('public timeline: a photo opens in the viewer, one viewer', async ({ browser }) => {
    const timeline = await api(token, 'POST', '/timelines', {
      title: 'La frise de Suzanne',
      firstName: 'Suzanne',
      birthDate: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      themeColor: 'teal',
      visibility: 'public',
    });
    const event = await api(token, 'POST', `/timelines/${timeline.id}/events`, {
      title: 'Premier bain',
      date: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    });
    const drawing = await newPage(browser);
    await uploadPhoto(token, timeline.id, event.id, await cameraJpeg(drawing.page));
    await drawing.context.close();
    const { context, page } = await firstTap(browser, `/app/timelines/${timeline.id}`, 'photo');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await context.close();
  });

  test("public wishlist: Réserver opens that gift's dialog, one dialog", async ({ browser }) => {
    const list = await api(token, 'POST', '/wishlists', { title: 'La liste de Suzanne' });
    await api(token, 'PATCH', `/wishlists/${list.id}`, { visibility: 'public' });
    await api(token, 'POST', `/wishlists/${list.id}/items`, { title: 'Poussette', price: 249, category: 'outings' });
    const { context, page } = await firstTap(browser, `/app/wishlists/${list.id}`, 'reserve');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Réserver « Poussette »' })).toBeVisible();
    await context.close();
  });

  test("guest wizard: 'Suivant' goes one step on, and the name typed before is kept", async ({ browser }) => {
    const prediction = await api(token, 'POST', '/predictions', {
      firstName: 'Capucine',
      gender: 'girl',
      dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      visibility: 'public',
      themeColor: 'pink',
      guessBirthDate: true,
      guessWeight: true,
    });
    const { context, page } = await firstTap(browser, `/app/predictions/${prediction.id}`, 'nextStep');
    // one step back is the first question again (two steps on would need two), with the name in it
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByRole('heading', { name: WIZARD_FIRST_QUESTION })).toBeVisible();
    await expect(page.getByRole('textbox', { name: WIZARD_FIRST_QUESTION })).toHaveValue('Mamie Jeanne');
    await context.close();
  });
});
