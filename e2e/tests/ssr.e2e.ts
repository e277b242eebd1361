// The guest pages and the login page come from the gateway already rendered (gateway/src/http/ssr):
// without JavaScript they show their content; with it, the browser hydrates that markup (same DOM
// nodes, no console error, no second GraphQL request for the page's data). A signed-in visitor,
// or one whose stored language differs, gets the app rendered in the browser instead.
import { expect, test, type Page, type Request } from '@playwright/test';
import { api, apiLogIn, createAccount } from '../support/accounts';
import { BASE, DESKTOP, PHONE, newPage, shot } from '../support/browser';
import { daysAgo } from '../support/dates';
import { pageIsLive } from '../support/live-page';
import { untilIdle, untilServerRendered } from '../support/ready';

/** Before any script runs, remembers the server's <h1> (readyState 'interactive' comes before deferred scripts). */
const REMEMBER_SERVER_H1 = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') (window as any).__serverH1 = document.querySelector('#root h1');
  });
};

/** Waits until React owns the server's <h1> (hydrated) or the page's island started, and says whether it is still that very node. */
async function hydratedInPlace(page: Page): Promise<boolean> {
  await expect.poll(() => page.evaluate(pageIsLive)).toBe(true);
  return page.evaluate(() => {
    const first = (window as any).__serverH1 as Element | null;
    return !!first && first.isConnected && first === document.querySelector('#root h1');
  });
}

/**
 * Console errors and warnings, and the GraphQL requests, of a page from now on; `quiet` resolves
 * once no request is in flight and the page went idle without starting another: whatever the
 * hydrated page asks for by itself has been asked.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const graphql: string[] = [];
  let started = 0;
  let inFlight = 0;
  page.on('console', (m) => {
    // Chromium asks for /favicon.ico, which the product does not have
    if (m.location().url.endsWith('/favicon.ico')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // a public wishlist's live updates open their stream once the page has settled, and then read
  // the list again (changes made since the server's render): not the page's first data
  let live = false;
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/graphql/stream') live = true;
    if (pathname === '/graphql' && !live) graphql.push(r.postData() ?? r.url());
    if (pathname === '/graphql/stream') return; // open as long as the page is
    started += 1;
    inFlight += 1;
  });
  const ended = (r: Request) => {
    if (new URL(r.url()).pathname !== '/graphql/stream') inFlight -= 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const quiet = async () => {
    for (;;) {
      await expect.poll(() => inFlight, { timeout: 30_000 }).toBe(0);
      const before = started;
      await untilIdle(page);
      if (started === before && inFlight === 0) return;
    }
  };
  return { problems, graphql, quiet };
}

async function publicTimeline(title: string) {
  const token = await apiLogIn(await createAccount('Maëlle'));
  const res = await fetch(`${BASE}/api/timelines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, firstName: 'Maëlle', birthDate: daysAgo(40).toISOString(), themeColor: 'teal', visibility: 'public' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * The page as the server sent it (JavaScript off) and once hydrated, at both widths: screenshots
 * to compare, the same <h1> node before and after, no console error, and `graphqlAllowed` GraphQL
 * requests at most (the page's data came with the HTML).
 */
async function checkServerRendered(browser: import('@playwright/test').Browser, path: string, heading: string, name: string) {
  await untilServerRendered(path);
  for (const viewport of [PHONE, DESKTOP]) {
    const plain = await browser.newContext({ viewport, locale: 'fr-FR', baseURL: BASE, javaScriptEnabled: false });
    const still = await plain.newPage();
    await still.goto(path);
    await expect(still.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await shot(still, `ssr-${name}-no-js`);
    await plain.close();

    const { context, page } = await newPage(browser, { viewport });
    await page.addInitScript(REMEMBER_SERVER_H1);
    const seen = watch(page);
    await page.goto(path);
    expect(await hydratedInPlace(page)).toBe(true);
    await seen.quiet();
    await shot(page, `ssr-${name}-hydrated`);
    expect(seen.problems).toEqual([]);
    expect(seen.graphql).toEqual([]);
    await context.close();
  }
}

test.describe('server-rendered first paint', () => {
  test('the login page is server-rendered, hydrates in place, and works', async ({ browser }) => {
    await checkServerRendered(browser, '/app/login', 'Connexion', 'login');

    const { context, page } = await newPage(browser);
    await page.addInitScript(REMEMBER_SERVER_H1);
    const seen = watch(page);
    await page.goto('/app/login');
    expect(await hydratedInPlace(page)).toBe(true);
    const account = await createAccount('Basile');
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    expect(seen.problems).toEqual([]);
    await context.close();
  });

  test('what a visitor types and clicks before the login page is hydrated is kept and acted on', async ({ browser }) => {
    // a seeded account: the e2e run's registrations stay under the per-address limit
    const account = { email: 'camille.martin@cigogne.local', password: 'Cigogne2026' };
    const { context, page } = await newPage(browser);
    // the app's code is held back until the visitor has typed and clicked
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/app\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/app/login');
    await page.getByLabel('E-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // a native submit would have put the password in the URL
    expect(page.url()).not.toContain('password');
    release();
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible();
    await context.close();
  });

  test("a guest's tap on a public wishlist before any of the app's code has arrived opens the reservation once it has", async ({
    browser,
  }) => {
    const token = await apiLogIn(await createAccount('Lina'));
    const list = await api(token, 'POST', '/wishlists', { title: 'La liste de Lina' });
    await api(token, 'PATCH', `/wishlists/${list.id}`, { visibility: 'public' });
    await api(token, 'POST', `/wishlists/${list.id}/items`, { title: 'Poussette', price: 249, category: 'outings' });
    const { context, page } = await newPage(browser, { viewport: PHONE });
    // every script of the app and of the remote is held back until the guest has tapped
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(app|mf)\/.*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(`/app/wishlists/${list.id}`, { waitUntil: 'commit' });
    await page
      .getByRole('listitem', { name: 'Poussette' })
      .getByRole('button', { name: /Réserver/ })
      .click();
    release();
    // the remote's page hydrates after the shell: the tap waits for its own button's handler
    await expect(page.getByRole('dialog', { name: 'Réserver « Poussette »' })).toBeVisible({ timeout: 15_000 });
    await context.close();
  });

  test('a public timeline is server-rendered with its data and hydrates without asking for it again', async ({ browser }) => {
    const id = await publicTimeline('La frise de Maëlle');
    await checkServerRendered(browser, `/app/timelines/${id}`, 'La frise de Maëlle', 'timeline');
  });

  test('a public wishlist and a guest answer wizard are server-rendered and hydrate without asking for their data again', async ({
    browser,
  }) => {
    const token = await apiLogIn(await createAccount('Jade'));
    const list = await api(token, 'POST', '/wishlists', { title: 'La liste de Jade' });
    await api(token, 'PATCH', `/wishlists/${list.id}`, { visibility: 'public' });
    await api(token, 'POST', `/wishlists/${list.id}/items`, { title: 'Poussette', price: 249, category: 'outings' });
    await checkServerRendered(browser, `/app/wishlists/${list.id}`, 'La liste de Jade', 'wishlist');

    const prediction = await api(token, 'POST', '/predictions', {
      firstName: 'Capucine',
      gender: 'girl',
      dueDate: '2027-03-14T00:00:00.000Z',
      visibility: 'public',
      themeColor: 'pink',
      guessBirthDate: true,
      guessWeight: true,
    });
    const { context, page } = await newPage(browser);
    await page.goto(`/app/predictions/${prediction.id}`);
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    await context.close();
    await checkServerRendered(browser, `/app/predictions/${prediction.id}`, heading!, 'wizard');
  });

  test('a signed-in visitor, or one with another stored language, gets the app rendered for them', async ({ browser }) => {
    const id = await publicTimeline('La frise partagée');
    const account = await createAccount('Noé');
    const token = await apiLogIn(account);

    const { context, page } = await newPage(browser);
    await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const seen = watch(page);
    await page.goto(`/app/timelines/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'La frise partagée' })).toBeVisible();
    // the signed-in header (the user menu), not the server's signed-out one
    await expect(page.getByRole('button', { name: /Noé/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveCount(0);
    expect(seen.problems).toEqual([]);
    await context.close();

    const english = await newPage(browser);
    await english.page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
    const englishSeen = watch(english.page);
    await english.page.goto('/app/login');
    await expect(english.page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(englishSeen.problems).toEqual([]);
    await english.context.close();
  });
});
