// Server rendering of the guest pages (http/ssr): what a signed-out visitor's HTML holds, and that a
// page the visitor may not see (private, unknown) answers exactly the plain page, as before.
// Needs the web app built with its server bundles (npm run build; npm start builds them).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';
import { form, ownerWithPrediction } from '../../modules/predictions/__tests__/fixtures.js';
import { guest, ownerWithItem } from '../../modules/wishlists/__tests__/fixtures.js';

const BUNDLES = ['shell', 'mf-timelines', 'mf-wishlists', 'mf-predictions'].map((ws) => path.join(REPO_ROOT, ws, 'dist-ssr', 'index.cjs'));

// starting a gateway and warming its render threads: minutes on a loaded machine, not a budget
const HOOK_TIMEOUT_MS = 180_000;
let server: TestServer;
beforeAll(async () => {
  const missing = BUNDLES.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`build the web app first (npm run build): missing ${missing.join(', ')}`);
  // the machine is shared: these tests check what is rendered, not how fast
  server = await startTestServer({ SSR_BUDGET_MS: '60000' }, { warmUpRendering: true });
}, HOOK_TIMEOUT_MS);
afterAll(() => server?.close(), HOOK_TIMEOUT_MS);

const FR = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };

async function get(url: string, headers: Record<string, string> = FR) {
  const res = await fetch(`${server.url}${url}`, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Every header but those that differ between any two answers (date, request id). */
const stableHeaders = (headers: Headers) => [...headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');

async function timeline(token: string, title: string, visibility: 'public' | 'private') {
  const res = await server.api('POST', '/timelines', {
    token,
    body: { title, firstName: 'Nina', birthDate: '2026-09-01T08:30:00.000Z', themeColor: 'teal', visibility },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The plain page, as a deep link that is never server-rendered (the signed-in dashboard) gets it. */
const plainPage = () => get('/app/');

describe('server-rendered pages', () => {
  it('renders a public timeline with its title, data and styles, uncached and varying by language', async () => {
    const { token } = await signUp(server);
    const id = await timeline(token, 'Les premiers mois de Nina', 'public');

    const page = await get(`/app/timelines/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toMatch(/Accept-Language/);
    expect(page.headers.get('server-timing')).toMatch(/^ssr;dur=\d/);
    expect(page.body).toMatch(/<html lang="fr"/);
    const root = /<div id="root" data-ssr="fr">([\s\S]*)<\/div><\/body>/.exec(page.body)?.[1] ?? '';
    expect(root).toContain('<h1 class="tl-banner__title">Les premiers mois de Nina</h1>');
    // the data the browser restores instead of asking again, and antd's styles
    const state = JSON.parse(/<script type="application\/json" id="apollo-state">(.*?)<\/script>/.exec(page.body)![1]);
    expect(Object.values(state).some((v: any) => v?.title === 'Les premiers mois de Nina')).toBe(true);
    expect(page.body).toMatch(/<style[^>]*data-css-hash/);
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/mf\/timelines\/[^"]+\.css">/);

    const english = await get(`/app/timelines/${id}`, { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
    expect(english.body).toMatch(/<html lang="en"/);
    expect(english.body).toContain('data-ssr="en"');
    expect(english.body).toContain('Sign up');
  });

  it('renders the login page signed out', async () => {
    const page = await get('/app/login');
    expect(page.body).toContain('data-ssr="fr"');
    expect(page.body).toMatch(/<h1 class="auth-card__title">Connexion<\/h1>/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps a title that looks like markup inert, in the page and in the JSON the browser reads', async () => {
    const { token } = await signUp(server);
    const id = await timeline(token, '</script><script>alert(1)</script>', 'public');
    const page = await get(`/app/timelines/${id}`);
    expect(page.body).toContain('data-ssr="fr"');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('answers exactly the plain page for a private timeline, an unknown one, and a page that is not server-rendered', async () => {
    const owner = await signUp(server);
    const privateId = await timeline(owner.token, 'Secret de famille', 'private');
    const plain = await plainPage();
    expect(plain.body).toContain('<div id="root"></div>');
    for (const url of [
      `/app/timelines/${privateId}`,
      '/app/timelines/00000000-0000-0000-0000-000000000000',
      '/app/timelines/not-a-uuid',
      '/app/timelines',
    ]) {
      const page = await get(url);
      expect({ url, status: page.status, body: page.body }).toEqual({ url, status: plain.status, body: plain.body });
      expect(stableHeaders(page.headers)).toEqual(stableHeaders(plain.headers));
    }
  });

  it('answers the plain page for the signed-in screens that have the shape of a public page (create, share)', async () => {
    // their route beats `:id` in the browser; rendered signed out they would be a login redirect
    // that does nothing on the server, and a signed-in visitor's page would start from it
    const plain = await plainPage();
    for (const url of [
      '/app/wishlists/create',
      '/app/wishlists/share?url=https%3A%2F%2Fshop.example%2Fp',
      '/app/timelines/create',
      '/app/predictions/create',
    ]) {
      const page = await get(url);
      expect({ url, status: page.status, body: page.body }).toEqual({ url, status: plain.status, body: plain.body });
    }
  });

  it('renders a public wishlist without what only its owner sees: who reserved, and their address', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server, { title: 'Poussette tout-terrain' });
    const reserver = guest({ name: 'Mamie Jo', email: 'mamie.jo@example.fr' });
    expect((await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: reserver })).status).toBe(201);

    const page = await get(`/app/wishlists/${wishlistId}`);
    expect(page.body).toContain('data-ssr="fr"');
    expect(page.body).toContain('Liste de Jade');
    expect(page.body).toContain('Poussette tout-terrain');
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/mf\/wishlists\/[^"]+\.css">/);
    for (const secret of ['Mamie Jo', 'mamie.jo@example.fr', 'Avec tout notre amour']) expect(page.body).not.toContain(secret);
  });

  it("renders a public prediction's answer wizard, but not for a guest whose answer cookie makes it their summary", async () => {
    const { predictionId } = await ownerWithPrediction(server);
    const page = await get(`/app/predictions/${predictionId}`);
    expect(page.body).toContain('data-ssr="fr"');
    expect(page.body).toContain('Quel est votre prénom\u202f?');
    // the baby's first name is the secret the guests guess
    expect(page.body).not.toContain(form().firstName as string);

    const plain = await plainPage();
    const returning = await get(`/app/predictions/${predictionId}`, { ...FR, cookie: `prediction.${predictionId}.answer=abc` });
    expect(returning.body).toBe(plain.body);
  });

  it('answers exactly the plain page for private and unknown wishlists and predictions', async () => {
    const plain = await plainPage();
    const { wishlistId, owner } = await ownerWithItem(server);
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'private' } });
    const { predictionId } = await ownerWithPrediction(server, { visibility: 'private' });
    for (const url of [
      `/app/wishlists/${wishlistId}`,
      `/app/predictions/${predictionId}`,
      '/app/wishlists/00000000-0000-0000-0000-000000000000',
      '/app/predictions/00000000-0000-0000-0000-000000000000',
    ]) {
      const page = await get(url);
      expect({ url, body: page.body }).toEqual({ url, body: plain.body });
      expect(stableHeaders(page.headers)).toEqual(stableHeaders(plain.headers));
    }
  });

  it('answers the plain page when the render is over its time budget', async () => {
    const slow = await startTestServer({ SSR_BUDGET_MS: '1' });
    try {
      const page = await fetch(`${slow.url}/app/login`, { headers: FR });
      expect(await page.text()).toContain('<div id="root"></div>');
    } finally {
      await slow.close();
    }
  });
});
