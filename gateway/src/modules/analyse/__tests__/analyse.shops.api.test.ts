import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startShop, type ShopServer } from './shop-server.js';

// the shop runs on 127.0.0.1: this server lets private addresses through (analyse.ssrf.test.ts does not)
let server: TestServer;
let shop: ShopServer;
beforeAll(async () => {
  [server, shop] = await Promise.all([startTestServer({ ANALYSE_ALLOW_PRIVATE: 'true', ANALYSE_LIMIT_PER_USER: '50' }), startShop()]);
});
afterAll(async () => {
  await Promise.all([server.close(), shop.close()]);
});

let token: string | undefined;
async function analyse(path: string) {
  token ??= (await signUp(server)).token;
  return server.api('POST', '/analyse', { token, body: { url: shop.origin + path } });
}

const blocked = { type: 'invalidForm', errors: [{ path: 'url', message: 'validation.pageBlocked' }] };

describe('POST /api/analyse on saved shop pages', () => {
  it.each([
    [
      'bebe-jsonld-offers',
      { title: 'Lit cododo évolutif Nuage – Bois naturel', price: 189.9, image: '/media/catalog/product/c/o/cododo-nuage-1.jpg' },
    ],
    [
      'og-product-meta',
      {
        title: 'Gigoteuse TOG 2.5 Étoiles – 0-6 mois',
        price: 44.9,
        image: 'https://douceurdelune.fr/cdn/shop/files/gigoteuse-etoiles.jpg?v=1712&width=1200',
      },
    ],
    ['microdata-only', { title: 'Chaise haute évolutive Kaléo', price: 129, image: '/photos/grandes/chaise-kaleo.jpg' }],
    [
      'amazon-like',
      {
        title: 'Babymoov Babyphone Vidéo YOO-Moov, Caméra motorisée 360°, Vision Nocturne, Écran 3,5"',
        price: 149.99,
        image: 'https://m.media-amazon.com/images/I/61abcDEF12L._AC_SL1500_.jpg',
      },
    ],
    ['organization-breadcrumb-og', { title: "Tapis d'éveil Forêt enchantée", price: 59.9, image: '/img/p/1/2/3/123-large_default.jpg' }],
    [
      'jsonld-template-slips',
      { title: 'Poussette canne Balade – Gris chiné', price: 249, image: 'https://cdn.lesbaladins.fr/img/balade-gris.webp' },
    ],
    ['jsonld-broken', { title: 'Veilleuse Lapin rechargeable', price: 32.5, image: 'https://maisondoudou.fr/images/veilleuse-lapin.jpg' }],
  ])('reads %s', async (name, expected) => {
    const res = await analyse(`/boutique/${name}`);
    expect(res.status).toBe(200);
    // relative images resolve against the shop's address
    expect(res.body).toEqual({ ...expected, image: expected.image.startsWith('/') ? shop.origin + expected.image : expected.image });
  });

  it.each([
    ['a Cloudflare "Just a moment..." (403)', 'cloudflare-just-a-moment'],
    ['an Amazon robot check (200)', 'amazon-robot-check'],
    ['an Amazon robot check (503)', 'robot-check-503'],
    ['a DataDome captcha (403)', 'datadome-captcha'],
    ['a PerimeterX "Press & Hold" (403)', 'perimeterx-press-hold'],
  ])('answers %s with a 422 validation.pageBlocked', async (_what, name) => {
    const res = await analyse(`/boutique/${name}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual(blocked);
  });

  it('answers an ordinary 403 page as unreachable, reading nothing from it', async () => {
    const res = await analyse('/boutique/interdit');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path: 'url', message: 'validation.pageUnreachable' }] });
  });

  it('says so over GraphQL too: analyseProductPage fails with the same field error', async () => {
    token ??= (await signUp(server)).token;
    const op = `mutation A($url: String!) { analyseProductPage(url: $url) { title price image } }`;
    const res = await server.gql(op, { url: `${shop.origin}/boutique/cloudflare-just-a-moment` }, token);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'url', message: 'validation.pageBlocked' }],
    });
  });
});
