// docs/product.md#quantities-and-group-gifts: visitors and other users learn what the reservations add up to, never
// who made them. Every wishlist route and operation is walked as both, and the server-rendered page is read
// too (it needs the web app built with its server bundles, like http/__tests__/server-rendering.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../config.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest, ownerWithItem } from './fixtures.js';

const BUNDLES = ['shell', 'mf-wishlists'].map((ws) => path.join(REPO_ROOT, ws, 'dist-ssr', 'index.cjs'));

let server: TestServer;
let list: { wishlistId: string; units: string; gift: string; bought: string; reservationId: string };
const guests = [
  guest({ name: 'Tatie Rose', message: 'Pour tes balades', quantity: 2 }),
  guest({ name: 'Cousin Hugo', message: 'Un grand bisou', amount: 120 }),
  guest({ name: 'Parrain Marc', message: 'Avec amour', amount: 30, isAnonymous: true }),
];
const SECRETS = [...guests.flatMap((g) => [g.name, g.message, g.email]), '"reservations":[', 'thankedAt'];

beforeAll(async () => {
  const missing = BUNDLES.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`build the web app first (npm run build): missing ${missing.join(', ')}`);
  // the render budget is not what this test is about: a loaded machine must not turn it into a plain page
  server = await startTestServer({ SSR_BUDGET_MS: '60000' }, { warmUpRendering: true });
  const { owner, wishlistId, itemId: units } = await ownerWithItem(server, { title: 'Bodies 3 mois', quantity: 6 });
  const create = async (body: object) =>
    (await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body })).body.id as string;
  const gift = await create({ title: 'Poussette', price: 300, groupGift: true });
  const bought = await create({ title: 'Baignoire', boughtElsewhere: true });
  await server.api('PATCH', `/wishlists/${wishlistId}/items/${bought}`, {
    token: owner.token,
    body: { boughtElsewhere: true, received: true },
  });
  for (const [itemId, g] of [
    [units, guests[0]],
    [gift, guests[1]],
    [gift, guests[2]],
  ] as const) {
    expect((await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: g })).status).toBe(201);
  }
  const mine = await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token });
  const reservationId = mine.body.items.find((i: { id: string }) => i.id === units).reservations[0].id;
  await server.api('PATCH', `/wishlists/${wishlistId}/items/${units}/reservations/${reservationId}`, {
    token: owner.token,
    body: { thanked: true },
  });
  // the owner's own read carries every name: what the walks below must never meet
  for (const g of guests.slice(0, 2)) expect(JSON.stringify(mine.body)).toContain(g.name);
  list = { wishlistId, units, gift, bought, reservationId };
}, 120_000);
afterAll(() => server?.close());

const ITEM = `id title quantity reservedQuantity groupGift fundedAmount mostWanted boughtElsewhere isReserved
  reservedBy { name message isAnonymous } reservedAt receivedAt reservations { id name message amount quantity thankedAt }`;

/** What a caller meets walking every wishlist route and operation of the list. */
async function walk(token: string | undefined): Promise<{ texts: string[]; statuses: Record<string, number> }> {
  const { wishlistId: w, units, gift, reservationId: r } = list;
  const texts: string[] = [];
  const statuses: Record<string, number> = {};
  const rest = async (name: string, method: string, route: string, body?: unknown) => {
    const res = await server.api(method, route, { token, body });
    statuses[name] = res.status;
    texts.push(typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? ''));
    return res;
  };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await server.gql(query, variables, token);
    texts.push(JSON.stringify(res.body));
    return res.body;
  };
  await rest('read', 'GET', `/wishlists/${w}`);
  await rest('lists', 'GET', '/wishlists');
  await rest('stats', 'GET', `/wishlists/${w}/stats`);
  await rest('csv', 'GET', `/wishlists/${w}/reservations.csv`);
  await rest('reserve', 'POST', `/wishlists/${w}/items/${units}/reserve`, guest({ name: 'Quelqu’un', quantity: 1 }));
  await rest('pledge', 'POST', `/wishlists/${w}/items/${gift}/reserve`, guest({ name: 'Quelqu’un', amount: 5 }));
  await rest('thank', 'PATCH', `/wishlists/${w}/items/${units}/reservations/${r}`, { thanked: false });
  await rest('cancelOne', 'DELETE', `/wishlists/${w}/items/${units}/reservations/${r}`);
  await rest('cancelAll', 'DELETE', `/wishlists/${w}/items/${units}/reservation`);
  await rest('patchItem', 'PATCH', `/wishlists/${w}/items/${units}`, { received: true });
  const read = await gql(`query($id: ID!) { wishlist(id: $id) { id items { ${ITEM} } } }`, { id: w });
  statuses.gqlReservations = read.data.wishlist.items.filter((i: { reservations: unknown }) => i.reservations !== null).length;
  await gql(`{ wishlists { id items { ${ITEM} } } }`, {});
  await gql(`query($id: ID!) { wishlistStats(id: $id) { band available reserved } }`, { id: w });
  await gql(
    `mutation($w: ID!, $i: ID!, $input: ReserveInput!) { reserveWishlistItem(wishlistId: $w, itemId: $i, input: $input) { ${ITEM} } }`,
    { w, i: units, input: guest({ name: 'Quelqu’un' }) },
  );
  await gql(
    `mutation($w: ID!, $i: ID!, $r: ID!) { thankWishlistReservation(wishlistId: $w, itemId: $i, reservationId: $r, input: { thanked: false }) { name thankedAt } }`,
    { w, i: units, r },
  );
  await gql(`mutation($w: ID!, $i: ID!, $r: ID) { cancelWishlistReservation(wishlistId: $w, itemId: $i, reservationId: $r) }`, {
    w,
    i: units,
    r,
  });
  await gql(`mutation($w: ID!, $i: ID!) { updateWishlistItem(wishlistId: $w, itemId: $i, input: { mostWanted: true }) { ${ITEM} } }`, {
    w,
    i: units,
  });
  const page = await fetch(`${server.url}/app/wishlists/${w}`, { headers: { 'accept-language': 'fr-FR' } });
  const html = await page.text();
  expect(html).toContain('data-ssr="fr"');
  expect(html).toContain('Poussette');
  texts.push(html);
  return { texts, statuses };
}

describe('who reserved and who pledged, walked as a visitor and as another user', () => {
  it.each([
    ['a visitor', async () => undefined, 401],
    ['another signed-in user', async () => (await signUp(server)).token, 404],
  ])('%s meets no name, message, e-mail, reservations or thanks anywhere', async (_who, tokenOf, refused) => {
    const { texts, statuses } = await walk(await tokenOf());
    for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(statuses).toMatchObject({
      read: 200,
      reserve: 201,
      pledge: 201,
      stats: refused,
      csv: refused,
      thank: refused,
      cancelOne: refused,
      cancelAll: refused,
      patchItem: refused,
      gqlReservations: 0,
    });
  });
});
