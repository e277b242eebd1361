// The login page and the guest's reservation cancel page sent as islands (docs/architecture.md#islands):
// the server's HTML with the shell's loader, which names the page's island (the shell's own login
// island; the wishlists remote's cancel island) and the app's entry for later. The cancel page is
// rendered per link: the reservation's titles only, and a used or unknown link's own message (not
// the plain page). Needs the web app built (npm run build; npm start builds it).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { cancelTokenMailedTo, guest, MISSING_ID, ownerWithItem, reserveOn } from '../../modules/wishlists/__tests__/fixtures.js';

const manifest = (workspace: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, workspace, 'dist', 'islands', 'islands.json'), 'utf8')) as Record<string, string>;

let server: TestServer;
beforeAll(async () => {
  for (const workspace of ['shell', 'mf-wishlists'])
    if (!existsSync(path.join(REPO_ROOT, workspace, 'dist', 'islands', 'islands.json')))
      throw new Error('build the web app first (npm run build)');
  server = await startTestServer({ SSR_BUDGET_MS: '5000' }, { warmUpRendering: true });
});
afterAll(() => server?.close());

const get = async (url: string, language = 'fr-FR') => {
  const res = await fetch(`${server.url}${url}`, { headers: { 'accept-language': language } });
  return { status: res.status, body: await res.text() };
};
const externalScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!.trim()).filter((s) => /\bsrc=/.test(s));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The loader, in place of the app's entry, naming `island` at `src`. */
const loaderFor = (island: string, src: string) =>
  new RegExp(
    `^defer src="/app/islands/${escape(manifest('shell').loader!)}" data-app="/app/main\\.[0-9a-f]{8}\\.js" ` +
      `data-island="${island}" data-island-src="${escape(src)}"$`,
  );

/** A guest's reservation on a public list, and its mailed cancel link. */
async function reservation() {
  const { wishlistId, itemId } = await ownerWithItem(server, { title: 'Gigoteuse' });
  const who = guest({ name: 'Tante Agathe', message: 'Pour de douces nuits' });
  const reserved = await reserveOn(server)(wishlistId, itemId, who);
  expect(reserved.status).toBe(201);
  const { token } = await cancelTokenMailedTo(server, who.email);
  return { wishlistId, token, who, url: `/app/wishlists/${wishlistId}/items/${token}/cancel` };
}

describe('the login page as an island', () => {
  it("sends the server's login form with the shell's login island, never the app's entry", async () => {
    const page = await get('/app/login');
    expect(page.body).toContain('<div id="root" data-ssr="fr">');
    expect(externalScripts(page.body)).toEqual([expect.stringMatching(loaderFor('login', `/app/islands/${manifest('shell').login}`))]);
    // the buttons the island answers: the submit, the password's show/hide
    expect(page.body).toMatch(
      /<button[^>]*data-island-tap="login"[^>]*type="submit"|<button[^>]*type="submit"[^>]*data-island-tap="login"/,
    );
    expect(page.body).toContain('data-island-tap="togglePassword"');
    expect(page.body).toContain('href="/app/forgot-password"');
    expect(page.body).toContain('href="/app/register"');
  });
});

describe('the reservation cancel page as an island', () => {
  it("renders the link's reservation (its titles only) with the cancel island of the wishlists build", async () => {
    const { url, who } = await reservation();
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root" data-ssr="fr">');
    expect(page.body).toContain('Annuler ma réservation');
    expect(page.body).toContain('Vous avez réservé «\u00a0Gigoteuse\u00a0» sur la liste «\u00a0Liste de Jade\u00a0».');
    expect(page.body).toMatch(/data-island-tap="cancel" data-item-title="Gigoteuse"/);
    expect(externalScripts(page.body)).toEqual([
      expect.stringMatching(loaderFor('cancel', `/mf/wishlists/islands/${manifest('mf-wishlists').cancel}`)),
    ]);
    // what the guest wrote stays out of a page anyone holding the link can read
    expect(page.body).not.toContain(who.name);
    expect(page.body).not.toContain(who.email);
    expect(page.body).not.toContain(who.message);

    const english = await get(url, 'en-GB');
    expect(english.body).toContain('You reserved &quot;Gigoteuse&quot; on the list &quot;Liste de Jade&quot;.');
  });

  it('says a used link was already cancelled or is no longer valid, rendered on the server, in both languages', async () => {
    const { wishlistId, token, url } = await reservation();
    expect((await get(url)).body).toContain('data-island-tap="cancel"');
    const cancelled = await server.api('DELETE', `/wishlists/${wishlistId}/items/${token}/reservation/cancel`);
    expect(cancelled.status).toBe(204);

    // the same address, rendered again (no page of a link is kept): the link's own message
    const used = await get(url);
    expect(used.status).toBe(200);
    expect(used.body).toContain('<div id="root" data-ssr="fr">');
    expect(used.body).toContain('Cette réservation a déjà été annulée, ou ce lien n’est plus valide.');
    expect(used.body).not.toContain('data-island-tap="cancel"');
    expect(used.body).not.toContain('Gigoteuse');
    expect((await get(url, 'en-GB')).body).toContain('This reservation has already been cancelled, or this link is no longer valid.');

    // an unknown token, or a token of another list: the same message, nothing of the list's items
    for (const unknown of [
      `/app/wishlists/${wishlistId}/items/${'A'.repeat(43)}/cancel`,
      `/app/wishlists/${MISSING_ID}/items/${token}/cancel`,
    ]) {
      const page = await get(unknown);
      expect(page.body).toContain('data-ssr="fr"');
      expect(page.body).toContain('Cette réservation a déjà été annulée, ou ce lien n’est plus valide.');
    }
  });
});
