// What bounds the server rendering's work (http/ssr/render-limits.ts, http/ssr/page-url.ts): one cached page whatever
// the query string, and a per-client allowance of renders. Needs the web app built with its server
// bundles (npm run build), like server-rendering.test.ts.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';
import { renderedPageUrl } from '../ssr/page-url.js';

// starting a gateway and warming its render threads: minutes on a loaded machine, not a budget
const HOOK_TIMEOUT_MS = 180_000;
let server: TestServer;
beforeAll(async () => {
  const shell = path.join(REPO_ROOT, 'shell', 'dist-ssr', 'index.cjs');
  if (!existsSync(shell)) throw new Error(`build the web app first (npm run build): missing ${shell}`);
  // the machine is shared: a generous budget, so only the allowance decides
  server = await startTestServer({ SSR_BUDGET_MS: '60000', SSR_RENDERS_PER_CLIENT: '2' }, { warmUpRendering: true });
}, HOOK_TIMEOUT_MS);
afterAll(() => server?.close(), HOOK_TIMEOUT_MS);

let nextIp = 1;
/** A client address of its own (the gateway trusts X-Forwarded-For from loopback). */
const newClient = () => `198.51.100.${nextIp++}`;

async function get(url: string, client: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { 'accept-language': 'fr-FR', 'x-forwarded-for': client } });
  return { headers: res.headers, body: await res.text() };
}
const rendered = (page: { body: string }) => page.body.includes('data-ssr="fr"');

it('renders and caches a data-free page once whatever its query string or trailing slash', async () => {
  const client = newClient();
  const first = await get('/app/login?x=0', client);
  expect(rendered(first)).toBe(true);
  const urls = [...Array.from({ length: 20 }, (_, i) => `/app/login?x=${i + 1}`), '/app/login/', '/app//login#top'];
  for (const url of urls) {
    const page = await get(url, client);
    // each is the cached render: no new render, no new entry (and no use of the client's allowance)
    expect({ url, rendered: rendered(page), timing: page.headers.get('server-timing') }).toEqual({
      url,
      rendered: true,
      timing: expect.stringContaining('ssr-cache;desc="hit"'),
    });
  }
});

it('renders at most SSR_RENDERS_PER_CLIENT pages at once for one client; the others get the plain page', async () => {
  const { token } = await signUp(server);
  // six pages: requests for one page share its render (page-cache.ts), which costs the client nothing more
  const urls: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const created = await server.api('POST', '/timelines', {
      token,
      body: {
        title: `Les premiers mois de Nina ${i}`,
        firstName: 'Nina',
        birthDate: '2026-09-01T08:30:00.000Z',
        themeColor: 'teal',
        visibility: 'public',
      },
    });
    urls.push(`/app/timelines/${created.body.id}`);
  }
  const client = newClient();
  const pages = await Promise.all(urls.map((url) => get(url, client)));
  expect(pages.filter(rendered)).toHaveLength(2);
  const plain = urls.filter((_, i) => !rendered(pages[i]!));
  for (const page of pages.filter((p) => !rendered(p))) expect(page.body).toContain('<div id="root"></div>');
  // another client has its own allowance
  expect(rendered(await get(plain[0]!, newClient()))).toBe(true);
});

it('normalises a page URL: no query, no fragment, no repeated or trailing slash, case kept', () => {
  expect(renderedPageUrl('/app/login?x=1&y=2#z')).toBe('/app/login');
  expect(renderedPageUrl('/app//wishlists/ABC/')).toBe('/app/wishlists/ABC');
  expect(renderedPageUrl('/app/reset-password/AbC_x-1/../AbC_x-2')).toBe('/app/reset-password/AbC_x-2');
  expect(renderedPageUrl('/')).toBe('/');
});
