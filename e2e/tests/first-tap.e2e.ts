// The first tap on each guest page, on a phone: Chromium's CPU slowed down 4× (Lighthouse's mobile
// setting, CDP Emulation.setCPUThrottlingRate), the latency of the visitor's first interaction as
// INP counts it (Event Timing: the longest event of that interaction, from the tap to the next
// paint) must stay within 200 ms. The tap comes once its button is hydrated and the page's start
// has settled (no long task for a second): what a visitor sees as a ready page. A tap before that
// is held and replayed by the SSR click-replay (ssr.e2e.ts).
//
// Best of three loads: on a 2-core machine shared with other work the renderer is descheduled for
// tens of milliseconds at a time, which Event Timing counts (wall time). That noise only ever adds;
// a slow handler or render is slow on every load, so the best load fails when the code does.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { api, apiLogIn, createAccount } from '../support/accounts';
import { BASE, PHONE, newPage } from '../support/browser';
import { cameraJpeg, uploadPhoto } from '../support/photos';
import { answersTaps, pageIsLive } from '../support/ready';

const SLOWDOWN = 4;
const BUDGET_MS = 200;
const LOADS = 3;

/** Records the page's interactions (Event Timing) and long tasks from its first byte. */
const RECORD = () => {
  const w = window as unknown as { __events: { id: number; duration: number; name: string }[]; __lastLongTask: number };
  w.__events = [];
  w.__lastLongTask = 0;
  const keep = (e: PerformanceEntry & { interactionId?: number }) =>
    w.__events.push({ id: e.interactionId ?? 0, duration: e.duration, name: e.name });
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  // the first input is reported whatever its duration (the 'event' entries only from 16 ms)
  new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__lastLongTask = e.startTime + e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
};

interface Tap {
  path: string;
  /** Whatever the visitor does before the tap (filling a field); returns the button tapped. */
  target: (page: Page) => Promise<Locator>;
  /** What the tap shows. */
  shown: (page: Page) => Promise<void>;
}

/** Waits until the element answers taps (hydrated, or its island started) and no long task has run for a second. */
async function ready(page: Page, target: Locator) {
  await expect.poll(() => target.evaluate(answersTaps), { timeout: 30_000 }).toBe(true);
  await page.waitForFunction(() => performance.now() - (window as unknown as { __lastLongTask: number }).__lastLongTask > 1000, undefined, {
    timeout: 30_000,
    polling: 100,
  });
}

/** One load at 4× slowdown; returns the latency of the first interaction (ms). */
async function firstTapLatency(browser: Browser, tap: Tap): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', baseURL: BASE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.addInitScript(RECORD);
  await page.goto(tap.path);
  const target = await tap.target(page);
  await ready(page, target);
  await target.tap();
  await tap.shown(page);
  // an interaction's entries are reported after the paint that follows it
  const latency = await page
    .waitForFunction(() => {
      const events = (window as unknown as { __events: { id: number; duration: number }[] }).__events.filter((e) => e.id > 0);
      if (!events.length) return null;
      return Math.max(...events.filter((e) => e.id === events[0].id).map((e) => e.duration));
    })
    .then((handle) => handle.jsonValue());
  await context.close();
  return latency!;
}

/** The best of LOADS loads (see the note at the top); stops at the first load within the budget. */
async function bestLatency(browser: Browser, tap: Tap): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < LOADS && !latencies.some((l) => l <= BUDGET_MS); i++) latencies.push(await firstTapLatency(browser, tap));
  test.info().annotations.push({ type: 'first tap', description: `${tap.path}: ${latencies.join(', ')} ms` });
  return latencies;
}

test.describe('the first tap on a guest page, on a phone at 4× CPU slowdown', () => {
  test.describe.configure({ timeout: 300_000 });
  let token: string;

  test.beforeAll(async () => {
    token = await apiLogIn(await createAccount('Suzanne'));
  });

  // the login page is an island: its form answers at once (the menu wakes the whole app)
  test('login: Se connecter on the empty form shows its messages within 200 ms', async ({ browser }) => {
    const latencies = await bestLatency(browser, {
      path: '/app/login',
      target: async (page) => page.getByRole('button', { name: 'Se connecter' }),
      shown: (page) => expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(2),
    });
    expect(Math.min(...latencies)).toBeLessThanOrEqual(BUDGET_MS);
  });

  // sent as islands, its first tap is a photo's (the island's viewer); its menu wakes the whole app
  // (timeline-islands.e2e.ts), as the public wishlist's does
  test('public timeline: a photo opens within 200 ms', async ({ browser }) => {
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
    const { context, page } = await newPage(browser);
    await uploadPhoto(token, timeline.id, event.id, await cameraJpeg(page));
    await context.close();
    const latencies = await bestLatency(browser, {
      path: `/app/timelines/${timeline.id}`,
      target: async (page) => {
        // the island loads once a photo is on screen (a visitor scrolls to it)
        const photo = page.getByRole('button', { name: /Ouvrir la photo 1 sur 1/ });
        await photo.scrollIntoViewIfNeeded();
        return photo;
      },
      shown: (page) => expect(page.getByRole('dialog', { name: /Photo 1 sur 1/ })).toBeVisible({ timeout: 30_000 }),
    });
    expect(Math.min(...latencies)).toBeLessThanOrEqual(BUDGET_MS);
  });

  test('public wishlist: the reserve dialog opens within 200 ms', async ({ browser }) => {
    const list = await api(token, 'POST', '/wishlists', { title: 'La liste de Suzanne' });
    await api(token, 'PATCH', `/wishlists/${list.id}`, { visibility: 'public' });
    await api(token, 'POST', `/wishlists/${list.id}/items`, { title: 'Poussette', price: 249, category: 'outings' });
    const latencies = await bestLatency(browser, {
      path: `/app/wishlists/${list.id}`,
      target: async (page) => page.getByRole('listitem', { name: 'Poussette' }).getByRole('button', { name: /Réserver/ }),
      shown: (page) => expect(page.getByRole('dialog', { name: 'Réserver « Poussette »' })).toBeVisible({ timeout: 30_000 }),
    });
    expect(Math.min(...latencies)).toBeLessThanOrEqual(BUDGET_MS);
  });

  test("guest wizard: the next step comes within 200 ms of the tap on 'Suivant'", async ({ browser }) => {
    const prediction = await api(token, 'POST', '/predictions', {
      firstName: 'Capucine',
      gender: 'girl',
      dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      visibility: 'public',
      themeColor: 'pink',
      guessBirthDate: true,
      guessWeight: true,
    });
    const name = 'Quel est votre prénom ?';
    const latencies = await bestLatency(browser, {
      path: `/app/predictions/${prediction.id}`,
      target: async (page) => {
        const field = page.getByRole('textbox', { name });
        // the wizard's island has started (its field is the server's, which the island then follows)
        await expect.poll(() => page.evaluate(pageIsLive), { timeout: 30_000 }).toBe(true);
        await field.fill('Mamie Jeanne');
        const next = page.getByRole('button', { name: 'Suivant' });
        await expect(next).toBeEnabled();
        return next;
      },
      shown: (page) => expect(page.getByRole('heading', { name })).toHaveCount(0),
    });
    expect(Math.min(...latencies)).toBeLessThanOrEqual(BUDGET_MS);
  });
});
