// A guest page sent as islands (docs/architecture.md#islands): the public wishlist's server HTML
// carries the shell's island loader in place of the app's entry, with the island's file from the
// same build of the remote (its islands.json) and the app's entry for later; the button the island
// answers carries its item. Other pages (the legal notice) keep the whole app. Needs the web app built
// (npm run build; npm start builds it).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { ownerWithItem } from '../../modules/wishlists/__tests__/fixtures.js';

const ISLANDS = path.join(REPO_ROOT, 'mf-wishlists', 'dist', 'islands', 'islands.json');
const LOADER = path.join(REPO_ROOT, 'shell', 'dist', 'islands', 'islands.json');

let server: TestServer;
beforeAll(async () => {
  if (!existsSync(ISLANDS) || !existsSync(LOADER)) throw new Error('build the web app first (npm run build)');
  server = await startTestServer({ SSR_BUDGET_MS: '5000' }, { warmUpRendering: true });
});
afterAll(() => server?.close());

const get = async (url: string) => {
  const res = await fetch(`${server.url}${url}`, { headers: { 'accept-language': 'fr-FR' } });
  return { status: res.status, headers: res.headers, body: await res.text() };
};
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!.trim());

describe('guest pages as islands', () => {
  it("sends the public wishlist as the server's HTML, the loader and the wishlist island of the same build", async () => {
    const { wishlistId, itemId } = await ownerWithItem(server, { quantity: 6 });
    const page = await get(`/app/wishlists/${wishlistId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root" data-ssr="fr">');
    const island = (JSON.parse(readFileSync(ISLANDS, 'utf8')) as Record<string, string>).wishlist;
    const loader = (JSON.parse(readFileSync(LOADER, 'utf8')) as Record<string, string>).loader;
    const external = scripts(page.body).filter((s) => /\bsrc=/.test(s));
    // one script: the loader, which knows the island and the app's entry, never loading the app itself
    expect(external).toEqual([
      expect.stringMatching(
        new RegExp(
          `^defer src="/app/islands/${loader!.replace('.', '\\.')}" data-app="/app/main\\.[0-9a-f]{8}\\.js" ` +
            `data-island="wishlist" data-island-src="/mf/wishlists/islands/${island!.replace('.', '\\.')}"$`,
        ),
      ),
    ]);
    expect(page.body).not.toMatch(/<script defer src="\/app\/main\./);
    // the item the island reserves, on its button
    expect(page.body).toContain(`data-island-tap="reserve" data-item-id="${itemId}"`);
    expect(page.body).toContain('&quot;quantity&quot;:6,&quot;reservedQuantity&quot;:0');

    // both files are served, hashed (immutable) and compressed
    for (const url of [`/app/islands/${loader}`, `/mf/wishlists/islands/${island}`]) {
      const file = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br' } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/javascript/);
      expect(file.headers.get('cache-control')).toMatch(/immutable/);
    }
  });

  it('keeps the whole app on pages without an island', async () => {
    const legal = await get('/app/mentions-legales');
    expect(legal.body).toContain('data-ssr="fr"');
    expect(scripts(legal.body).filter((s) => /\bsrc=/.test(s))).toEqual([
      expect.stringMatching(/^defer src="\/app\/main\.[0-9a-f]{8}\.js"$/),
    ]);
  });
});
