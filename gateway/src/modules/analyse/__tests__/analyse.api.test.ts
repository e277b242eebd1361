import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startShop, type ShopServer } from './shop-server.js';

// the shop runs on 127.0.0.1: this server lets private addresses through (analyse.ssrf.test.ts does not)
let server: TestServer;
let shop: ShopServer;
let token: string;
beforeAll(async () => {
  [server, shop] = await Promise.all([startTestServer({ ANALYSE_ALLOW_PRIVATE: 'true', ANALYSE_LIMIT_PER_USER: '5' }), startShop()]);
});
afterAll(async () => {
  await Promise.all([server.close(), shop.close()]);
});

/** Each test uses its own user: the limit is 5 pages per user. */
async function analyse(path: string) {
  ({ token } = await signUp(server));
  return server.api('POST', '/analyse', { token, body: { url: shop.origin + path } });
}

describe('POST /api/analyse', () => {
  it('needs a signed-in user, and fetches nothing without one', async () => {
    const before = shop.hits.length;
    const res = await server.api('POST', '/analyse', { body: { url: `${shop.origin}/produit/poussette` } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ type: 'unauthorized', errors: [] });
    expect(shop.hits.length).toBe(before);
  });

  it('reads a JSON-LD Product (in @graph) before Open Graph: name, offers.price, first image made absolute', async () => {
    const res = await analyse('/produit/poussette');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ title: 'Poussette trio Confort+', price: 1299, image: `${shop.origin}/media/poussette-1.jpg` });
  });

  it('reads Open Graph og:title, og:image (protocol-relative) and product:price:amount "49,90"', async () => {
    const res = await analyse('/produit/gigoteuse');
    expect(res.body).toEqual({ title: 'Gigoteuse naissance 0-6 mois', price: 49.9, image: 'http://static.boutique-bebe.fr/gigoteuse.jpg' });
  });

  it('reads schema.org microdata: itemprop name, price content, relative image', async () => {
    const res = await analyse('/rayon/body');
    expect(res.body).toEqual({ title: 'Body manches longues coton bio', price: 24.99, image: `${shop.origin}/rayon/images/body.jpg` });
  });

  it('falls back to <title> and the first euro amount in the text ("1 299,00 €" with narrow spaces)', async () => {
    const res = await analyse('/lit-bebe');
    expect(res.body).toEqual({ title: 'Lit bébé évolutif en chêne', price: 1299, image: null });
  });

  it('decodes the charset the shop declares (ISO-8859-1)', async () => {
    const res = await analyse('/latin1');
    expect(res.body).toEqual({ title: 'Veilleuse bébé étoile', price: 19.9, image: null });
  });

  it('returns only http(s) images', async () => {
    const res = await analyse('/image-douteuse');
    expect(res.body).toEqual({ title: 'Hochet', price: null, image: null });
  });

  it('follows up to 3 redirects and resolves relative images against the final page', async () => {
    const res = await analyse('/redirect-1');
    expect(res.status).toBe(200);
    expect(res.body.image).toBe(`${shop.origin}/rayon/images/body.jpg`);
  });

  it.each([
    ['/loop-1', 'validation.pageTooManyRedirects'],
    ['/notice.pdf', 'validation.pageNotHtml'],
    ['/enorme', 'validation.pageTooLarge'],
    ['/enorme-annonce', 'validation.pageTooLarge'],
    ['/nulle-part', 'validation.pageUnreachable'],
  ])('answers %s with a 422 %s', async (path, message) => {
    const res = await analyse(path);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path: 'url', message }] });
  });

  it('answers an unreachable host with a 422, not a 500', async () => {
    ({ token } = await signUp(server));
    // port 1 on loopback: connection refused
    const res = await server.api('POST', '/analyse', { token, body: { url: 'http://127.0.0.1:1/' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'url', message: 'validation.pageUnreachable' }]);
  });

  it.each([[{}], [{ url: '' }], [{ url: 'pas une adresse' }], [{ url: 'https://x.fr', extra: 1 }]])('rejects the body %p', async (body) => {
    ({ token } = await signUp(server));
    const res = await server.api('POST', '/analyse', { token, body });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe('invalidForm');
  });

  it('limits each user to ANALYSE_LIMIT_PER_USER pages, even in parallel', async () => {
    const { token: mine } = await signUp(server);
    const before = shop.hits.filter((p) => p === '/produit/gigoteuse').length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.api('POST', '/analyse', { token: mine, body: { url: `${shop.origin}/produit/gigoteuse` } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body.type).toBe('tooManyRequests');
    // refused calls made no request
    expect(shop.hits.filter((p) => p === '/produit/gigoteuse').length - before).toBe(5);
    // another user is not affected
    expect((await analyse('/produit/gigoteuse')).status).toBe(200);
  });

  it('works as the GraphQL mutation analyseProductPage, errors included', async () => {
    ({ token } = await signUp(server));
    const op = `mutation A($url: String!) { analyseProductPage(url: $url) { title price image } }`;
    const ok = await server.gql(op, { url: `${shop.origin}/produit/gigoteuse` }, token);
    expect(ok.body.data.analyseProductPage).toEqual({
      title: 'Gigoteuse naissance 0-6 mois',
      price: 49.9,
      image: 'http://static.boutique-bebe.fr/gigoteuse.jpg',
    });
    const bad = await server.gql(op, { url: `${shop.origin}/notice.pdf` }, token);
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'url', message: 'validation.pageNotHtml' }],
    });
    const anonymous = await server.gql(op, { url: `${shop.origin}/produit/gigoteuse` });
    expect(anonymous.body.errors[0].extensions.code).toBe('unauthorized');
  });

  it.each([
    ['a 2 MiB page of digits', '/chiffres', 'Chiffres'],
    ['26 000 nested elements', '/imbrique', null],
  ])('analyses a hostile page (%s) without freezing the gateway: /healthz keeps answering all along', async (_what, path, title) => {
    ({ token } = await signUp(server));
    const started = performance.now();
    let done = false;
    const analysed = server.api('POST', '/analyse', { token, body: { url: `${shop.origin}${path}` } }).finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const t = performance.now();
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      waits.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
    const res = await analysed;
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    // read, or given up after the parse budget (3 s): either way an answer, and nothing made up
    expect(res.body).toMatchObject({ price: null, image: null });
    if (title) expect(res.body.title).toBe(title);
    // against the analysis itself, measured here (a loaded machine stretches both): a parse on the
    // event loop would hold one /healthz for most of the analysis; off it, no wait comes close
    expect(waits.length).toBeGreaterThan(1);
    expect(Math.max(...waits)).toBeLessThan(elapsed / 2);
  });
});
