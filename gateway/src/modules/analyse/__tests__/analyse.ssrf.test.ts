import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { PageFetcher } from '../page-fetcher.js';
import { startShop, type ShopServer } from './shop-server.js';

// no ANALYSE_ALLOW_PRIVATE here: the production behaviour
let server: TestServer;
let shop: ShopServer;
beforeAll(async () => {
  [server, shop] = await Promise.all([startTestServer(), startShop()]);
});
afterAll(async () => {
  await Promise.all([server.close(), shop.close()]);
});

const refused = { type: 'invalidForm', errors: [{ path: 'url', message: 'validation.pageRefused' }] };

describe('POST /api/analyse refuses internal addresses', () => {
  it.each([
    () => `http://127.0.0.1:${shop.port}/produit/gigoteuse`,
    () => `http://localhost:${shop.port}/produit/gigoteuse`,
    () => `http://[::1]:${shop.port}/produit/gigoteuse`,
    () => 'http://10.0.0.1/',
    () => 'http://10.12.34.56:8080/admin',
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://192.168.1.1/',
    () => 'http://0.0.0.0/',
  ])('refuses %s without reaching it', async (url) => {
    const { token } = await signUp(server);
    const before = shop.hits.length;
    const res = await server.api('POST', '/analyse', { token, body: { url: url() } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(refused);
    expect(shop.hits.length).toBe(before);
  });

  it.each(['javascript:alert(document.cookie)', 'file:///etc/passwd', 'ftp://boutique.fr/x', 'data:text/html,<title>x</title>'])(
    'refuses %s as an invalid url, before any request',
    async (url) => {
      const { token, user } = await signUp(server);
      const res = await server.api('POST', '/analyse', { token, body: { url } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path: 'url', message: 'validation.url' }] });
      // nothing fetched, so nothing counted against the user's limit
      expect(await server.sql('select 1 from rate_limit_counters where key = $1', [`analyse:user:${user.id}`])).toHaveLength(0);
    },
  );
});

/**
 * Public-looking names. The agent checks the address each name resolves to at connect time, so
 * the test resolves names itself (the fetcher's lookup option) instead of relying on real DNS.
 * For the redirect cases the fetcher lets exactly 127.0.0.1 through (the shop, first hop only):
 * the private address a redirect then points at is still refused.
 */
describe('PageFetcher behind public-looking names', () => {
  const NAMES: Record<string, string> = { 'boutique-bebe.fr': '127.0.0.1', 'intranet.boutique-bebe.fr': '10.0.0.7' };
  const lookup = ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    const address = NAMES[hostname];
    if (!address) return dns.lookup(hostname, options, callback as never);
    if (options.all) callback(null, [{ address, family: 4 }]);
    else callback(null, address, 4);
  }) as LookupFunction;
  const publicShop = (path: string) => `http://boutique-bebe.fr:${shop.port}${path}`;

  beforeAll(() => {
    Object.assign(shop.pages, {
      '/vers-metadonnees': (_req: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' });
        res.end();
      },
      '/vers-intranet': (_req: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(301, { location: 'http://intranet.boutique-bebe.fr/' });
        res.end();
      },
      '/vers-ipv6': (_req: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(307, { location: `http://[::1]:${shop.port}/produit/gigoteuse` });
        res.end();
      },
      '/vers-fichier': (_req: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
      },
    });
  });

  it('refuses a public-looking name that resolves to a private address', async () => {
    const before = shop.hits.length;
    await expect(new PageFetcher({ lookup }).fetch(publicShop('/produit/gigoteuse'))).rejects.toMatchObject({ body: refused });
    expect(shop.hits.length).toBe(before);
  });

  it('reaches the shop when its one address is allowed (the control for the redirect cases)', async () => {
    const page = await new PageFetcher({ lookup, allowAddresses: ['127.0.0.1'] }).fetch(publicShop('/produit/gigoteuse'));
    expect(page.html).toContain('Gigoteuse naissance');
    expect(page.url).toBe(publicShop('/produit/gigoteuse'));
  });

  it.each(['/vers-metadonnees', '/vers-intranet', '/vers-ipv6', '/vers-fichier'])(
    'refuses a redirect to an internal address or another scheme (%s)',
    async (path) => {
      const hits = shop.hits.length;
      await expect(new PageFetcher({ lookup, allowAddresses: ['127.0.0.1'] }).fetch(publicShop(path))).rejects.toMatchObject({
        body: refused,
      });
      // the first hop was made, the redirect was not followed
      expect(shop.hits.slice(hits)).toEqual([path]);
    },
  );

  it('gives up on a page that does not answer in time', async () => {
    const timedOut = { status: 422, body: { type: 'invalidForm', errors: [{ path: 'url', message: 'validation.pageTimeout' }] } };
    // the same silent page read with two timeouts at once: each gives up on its own timeout, so the
    // shorter one first (an order a loaded machine keeps, where a duration would stretch)
    const order: number[] = [];
    const attempts = [300, 5000].map((timeoutMs) =>
      new PageFetcher({ allowPrivate: true, timeoutMs }).fetch(`${shop.origin}/lent`).finally(() => order.push(timeoutMs)),
    );
    for (const attempt of attempts) await expect(attempt).rejects.toMatchObject(timedOut);
    expect(order).toEqual([300, 5000]);
  });
});
