// The shared cache of rendered guest pages (http/ssr/page-cache.ts) and the bound on renders under
// way (http/ssr/render-gate.ts): a change committed through one gateway is seen on another's next
// render, simultaneous requests for one page share one render, nothing of a signed-in owner enters
// the cache, and a render that cannot start within SSR_BUDGET_MS is not started. Needs the web app
// built with its server bundles (npm run build), like server-rendering.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../config.js';
import { captureLog } from '../../../test/capture-log.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';
import { guest, ownerWithItem } from '../../modules/wishlists/__tests__/fixtures.js';

const BUNDLES = ['shell', 'mf-timelines', 'mf-wishlists'].map((ws) => path.join(REPO_ROOT, ws, 'dist-ssr', 'index.cjs'));

// starting two gateways and warming their render threads: minutes on a loaded machine, not a budget
const HOOK_TIMEOUT_MS = 180_000;
let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  const missing = BUNDLES.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`build the web app first (npm run build): missing ${missing.join(', ')}`);
  // the machine is shared: a generous budget, so only what is tested decides
  one = await startTestServer({ SSR_BUDGET_MS: '60000' }, { warmUpRendering: true });
  // a second replica on the same database
  two = await startTestServer({ SSR_BUDGET_MS: '60000' }, { warmUpRendering: true, databaseUrl: one.databaseUrl });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await two?.close();
  await one?.close();
}, HOOK_TIMEOUT_MS);

const FR = { 'accept-language': 'fr-FR' };

async function get(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, { headers: { ...FR, ...headers } });
  return { timing: res.headers.get('server-timing') ?? '', body: await res.text() };
}
const rendered = (page: { body: string }) => page.body.includes('data-ssr="fr"');
/** Where the page came from, as Server-Timing tells: its own render, another request's, or the cache. */
const sourceOf = (page: { timing: string }) =>
  page.timing.includes('desc="hit"') ? 'cache' : page.timing.includes('desc="shared"') ? 'shared' : page.timing ? 'render' : 'plain';

async function publicTimeline(server: TestServer, token: string, title: string) {
  const res = await server.api('POST', '/timelines', {
    token,
    body: { title, firstName: 'Nina', birthDate: '2026-09-01T08:30:00.000Z', themeColor: 'teal', visibility: 'public' },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('the rendered pages cache', () => {
  it('serves a change committed through one gateway on the other gateway’s next request', async () => {
    const { owner, wishlistId } = await ownerWithItem(one, { title: 'Poussette tout-terrain' });
    const url = `/app/wishlists/${wishlistId}`;
    expect(rendered(await get(two, url))).toBe(true);
    const cached = await get(two, url);
    expect({ source: sourceOf(cached), poussette: cached.body.includes('Poussette tout-terrain') }).toEqual({
      source: 'cache',
      poussette: true,
    });

    // through the other gateway: a new item, the list renamed
    const item = await one.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Baignoire pliante' } });
    expect(item.status).toBe(201);
    const afterItem = await get(two, url);
    expect({ source: sourceOf(afterItem), baignoire: afterItem.body.includes('Baignoire pliante') }).toEqual({
      source: 'render',
      baignoire: true,
    });
    expect((await one.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { title: 'La liste de Jade' } })).status).toBe(
      200,
    );
    expect((await get(two, url)).body).toContain('La liste de Jade');

    // a reservation shows the item reserved; its deletion, then the list made private, are seen too
    const reserve = await one.api('POST', `/wishlists/${wishlistId}/items/${item.body.id}/reserve`, { body: guest() });
    expect(reserve.status).toBe(201);
    const reservedState = (page: { body: string }) => /"isReserved":true/.test(page.body);
    expect(reservedState(await get(two, url))).toBe(true);
    expect((await one.api('DELETE', `/wishlists/${wishlistId}/items/${item.body.id}`, { token: owner.token })).status).toBe(204);
    expect((await get(two, url)).body).not.toContain('Baignoire pliante');
    expect((await one.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'private' } })).status).toBe(200);
    expect(rendered(await get(two, url))).toBe(false);
  });

  it('sees a timeline’s new event and its deletion across gateways', async () => {
    const { token } = await signUp(one);
    const id = await publicTimeline(one, token, 'Les premiers mois de Nina');
    const url = `/app/timelines/${id}`;
    expect(rendered(await get(two, url))).toBe(true);
    const event = await one.api('POST', `/timelines/${id}/events`, {
      token,
      body: { title: 'Premier sourire', date: '2026-10-01T10:00:00.000Z' },
    });
    expect(event.status).toBe(201);
    expect((await get(two, url)).body).toContain('Premier sourire');
    expect((await one.api('DELETE', `/timelines/${id}`, { token })).status).toBe(204);
    expect(rendered(await get(two, url))).toBe(false);
  });

  it('renders a cold page once for simultaneous requests; the others share that render', async () => {
    const { token } = await signUp(one);
    const id = await publicTimeline(one, token, 'Une seule fois');
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => get(one, `/app/timelines/${id}?visitor=${i}`, { 'x-forwarded-for': `198.51.100.${i + 1}` })),
    );
    const sources = pages.map(sourceOf);
    // the others waited for that render, or (arriving once it was done) had it from the cache
    expect(sources.filter((s) => s === 'render')).toHaveLength(1);
    expect(sources.filter((s) => s === 'shared' || s === 'cache')).toHaveLength(7);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('Une seule fois');
    expect(sourceOf(await get(one, `/app/timelines/${id}`))).toBe('cache');
  });

  it('renders a page for a visitor even when its owner asks: no reservation names, addresses or messages, never "mine"', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(one, { title: 'Poussette tout-terrain' });
    const reserver = guest({ name: 'Tatie Rose', email: 'tatie.rose@example.fr', message: 'Pour tes balades' });
    expect((await one.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: reserver })).status).toBe(201);
    // what the owner's own API read shows, so the page below could have carried it
    const mine = await one.api('GET', `/wishlists/${wishlistId}`, { token: owner.token });
    expect(JSON.stringify(mine.body)).toContain('Tatie Rose');

    const signedIn = { authorization: `Bearer ${owner.token}`, cookie: `token=${owner.token}` };
    const ownersRequest = await get(one, `/app/wishlists/${wishlistId}`, signedIn);
    const visitorsRequest = await get(one, `/app/wishlists/${wishlistId}`);
    expect(sourceOf(ownersRequest)).toBe('render');
    expect(sourceOf(visitorsRequest)).toBe('cache');
    for (const page of [ownersRequest, visitorsRequest]) {
      expect(page.body).toContain('Poussette tout-terrain');
      for (const secret of ['Tatie Rose', 'tatie.rose@example.fr', 'Pour tes balades', '"isMine":true', owner.credentials.email]) {
        expect(page.body).not.toContain(secret);
      }
    }
  });
});

describe('the render slots (SSR_CONCURRENCY)', () => {
  it('sends the plain page at once when no render can start within SSR_BUDGET_MS, without starting one', async () => {
    const { log, lines } = captureLog('info');
    const budget = 1500;
    const server = await startTestServer({ SSR_BUDGET_MS: String(budget), SSR_CONCURRENCY: '1' }, { log, warmUpRendering: true });
    const locker = new pg.Client({ connectionString: server.databaseUrl });
    await locker.connect();
    try {
      const { wishlistId } = await ownerWithItem(server);
      const { token } = await signUp(server);
      const timelineId = await publicTimeline(server, token, 'Pas maintenant');
      // the one slot: a wishlist render waiting on a table lock
      await locker.query('begin');
      await locker.query('lock table wishlist_items in access exclusive mode');
      const held = get(server, `/app/wishlists/${wishlistId}`);
      await waitFor(
        async () =>
          (await locker.query(`select 1 from pg_locks where not granted and relation = 'wishlist_items'::regclass`)).rowCount! > 0,
      );

      const started = performance.now();
      const shed = await get(server, `/app/timelines/${timelineId}`);
      const waited = performance.now() - started;
      expect({ source: sourceOf(shed), plain: shed.body.includes('<div id="root"></div>') }).toEqual({ source: 'plain', plain: true });
      // it waited for its budget (a timer never fires early), then answered while the slot was
      // still held: it did not wait for the slot (how long after the budget is the machine's load)
      expect(waited).toBeGreaterThanOrEqual(budget - 50);
      expect(lines.filter((l) => /^server rendering shed/.test(l.msg))).toHaveLength(1);
      // not started: no render of the timeline ran (nor failed) while the slot was held
      expect(lines.filter((l) => /^server rendering failed/.test(l.msg) && l.url === `/app/timelines/${timelineId}`)).toHaveLength(0);

      await locker.query('rollback');
      await held;
      // the slot is free again: the same page renders
      expect(sourceOf(await get(server, `/app/timelines/${timelineId}`))).toBe('render');
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
      await server.close();
    }
  });
});

describe('a render over SSR_BUDGET_MS', () => {
  it('answers the plain page to its request, and keeps the page for the next ones', async () => {
    const slow = await startTestServer({ SSR_BUDGET_MS: '1' });
    try {
      const first = await get(slow, '/app/login');
      expect(sourceOf(first)).toBe('plain');
      // the render goes on in its thread (a cold one: seconds); meanwhile the page is plain, then kept
      const sources = new Set<string>();
      let next = await get(slow, '/app/login');
      for (const until = Date.now() + 60_000; sourceOf(next) !== 'cache' && Date.now() < until; next = await get(slow, '/app/login')) {
        sources.add(sourceOf(next));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // a request that joins the one render in flight may get it ('shared') when it ends within that
      // request's budget (an event-loop race, not a time); what never happens is a second render
      expect({ source: sourceOf(next), rendered: rendered(next), secondRender: sources.has('render') }).toEqual({
        source: 'cache',
        rendered: true,
        secondRender: false,
      });
      expect([...sources].every((source) => source === 'plain' || source === 'shared')).toBe(true);
    } finally {
      await slow.close();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
