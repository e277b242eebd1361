// docs/product.md#quantities-and-group-gifts: every path that counts reservations (the list page, the
// reservation path, the owner's counts in REST and GraphQL, the statistics, the admin list) agrees
// with the units and pledges actually taken, after a random mix of reservations, pledges,
// cancellations, received and bought marks.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest } from './fixtures.js';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUp(server);
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  adminToken = admin.token;
});
afterAll(() => server.close());

type ItemSpec = { gift: false; quantity: number; price: number } | { gift: true; price: number };
type Op =
  | { item: number; kind: 'take'; amount: number }
  | { item: number; kind: 'cancel'; pick: number }
  | { item: number; kind: 'received' | 'bought'; on: boolean };

const itemSpec: fc.Arbitrary<ItemSpec> = fc.oneof(
  fc.record({ gift: fc.constant(false as const), quantity: fc.integer({ min: 1, max: 6 }), price: fc.integer({ min: 5, max: 300 }) }),
  fc.record({ gift: fc.constant(true as const), price: fc.integer({ min: 20, max: 300 }) }),
);
const op = (items: number): fc.Arbitrary<Op> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ item: fc.nat(items - 1), kind: fc.constant('take' as const), amount: fc.integer({ min: 1, max: 150 }) }),
    },
    { weight: 2, arbitrary: fc.record({ item: fc.nat(items - 1), kind: fc.constant('cancel' as const), pick: fc.nat(20) }) },
    {
      weight: 1,
      arbitrary: fc.record({ item: fc.nat(items - 1), kind: fc.constantFrom('received' as const, 'bought' as const), on: fc.boolean() }),
    },
  );
const scenario = fc
  .array(itemSpec, { minLength: 1, maxLength: 4 })
  .chain((items) => fc.record({ items: fc.constant(items), ops: fc.array(op(items.length), { minLength: 1, maxLength: 14 }) }));

/** The test's own account of an item: what it offers, what was taken, whether it was bought. */
interface Model {
  spec: ItemSpec;
  id: string;
  shares: { id?: string; units: number; cents: number }[];
  bought: boolean;
}
const offered = (m: Model) => (m.spec.gift ? m.spec.price * 100 : m.spec.quantity);
const taken = (m: Model) => m.shares.reduce((s, r) => s + (m.spec.gift ? r.cents : r.units), 0);
const left = (m: Model) => (m.bought ? 0 : Math.max(0, offered(m) - taken(m)));
const full = (m: Model) => m.bought || (m.shares.length > 0 && taken(m) >= offered(m));
const expectedCounts = (models: Model[]) => ({
  itemCount: models.length,
  reservedCount: models.filter(full).length,
  unitCount: models.reduce((s, m) => s + (m.spec.gift ? 1 : m.spec.quantity), 0),
  reservedUnits: models.reduce((s, m) => s + (full(m) ? (m.spec.gift ? 1 : m.spec.quantity) : m.spec.gift ? 0 : taken(m)), 0),
  pledgeCount: models.reduce((s, m) => s + (m.spec.gift ? m.shares.length : 0), 0),
});

const COUNTS = 'itemCount reservedCount unitCount reservedUnits pledgeCount';

async function play(items: ItemSpec[], ops: Op[]) {
  const owner = await signUp(server);
  const token = owner.token;
  const list = await server.api('POST', '/wishlists', { token, body: { title: 'Liste de Jade' } });
  const wishlistId: string = list.body.id;
  await server.api('PATCH', `/wishlists/${wishlistId}`, { token, body: { visibility: 'public' } });
  const models: Model[] = [];
  for (const spec of items) {
    const body = spec.gift
      ? { title: 'Poussette', price: spec.price, groupGift: true }
      : { title: 'Bodies', price: spec.price, quantity: spec.quantity };
    const created = await server.api('POST', `/wishlists/${wishlistId}/items`, { token, body });
    expect(created.status).toBe(201);
    models.push({ spec, id: created.body.id, shares: [], bought: false });
  }
  const itemPath = (m: Model) => `/wishlists/${wishlistId}/items/${m.id}`;

  for (const o of ops) {
    const m = models[o.item]!;
    if (o.kind === 'take') {
      // a share asked in units (at most a few) or euros, as a guest would type it
      const asked = m.spec.gift ? o.amount : 1 + (o.amount % 7);
      const res = await server.api('POST', `${itemPath(m)}/reserve`, {
        body: guest(m.spec.gift ? { amount: asked } : { quantity: asked }),
      });
      const wanted = m.spec.gift ? asked * 100 : asked;
      if (left(m) === 0) expect([res.status, res.body.type]).toEqual([409, 'alreadyReserved']);
      else if (wanted > left(m)) expect([res.status, res.body.errors?.[0]?.message]).toEqual([422, 'validation.moreThanLeft']);
      else {
        expect(res.status).toBe(201);
        m.shares.push({ units: m.spec.gift ? 0 : asked, cents: m.spec.gift ? asked * 100 : 0 });
      }
    } else if (o.kind === 'cancel') {
      if (!m.shares.length) continue;
      const seen = (await server.api('GET', `/wishlists/${wishlistId}`, { token })).body.items.find((i: { id: string }) => i.id === m.id);
      const index = o.pick % m.shares.length;
      const reservation = seen.reservations[index];
      expect((await server.api('DELETE', `${itemPath(m)}/reservations/${reservation.id}`, { token })).status).toBe(204);
      m.shares.splice(index, 1);
    } else {
      const res = await server.api('PATCH', itemPath(m), {
        token,
        body: o.kind === 'bought' ? { boughtElsewhere: o.on } : { received: o.on },
      });
      expect(res.status).toBe(200);
      if (o.kind === 'bought') m.bought = o.on;
    }
  }
  return { token, wishlistId, models };
}

describe('one availability rule', () => {
  it('the list page, the reservation path, the counts, the statistics and the admin list agree with what was taken', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ items, ops }) => {
        const { token, wishlistId, models } = await play(items, ops);
        const expected = expectedCounts(models);

        // the list page, for the owner and for a guest
        for (const reader of [token, undefined]) {
          const page = (await server.api('GET', `/wishlists/${wishlistId}`, { token: reader })).body;
          expect(page).toMatchObject(expected);
          for (const m of models) {
            const item = page.items.find((i: { id: string }) => i.id === m.id);
            expect(item).toMatchObject({
              isReserved: full(m),
              reservedQuantity: m.spec.gift ? (m.shares.length && taken(m) >= offered(m) ? 1 : 0) : taken(m),
              fundedAmount: m.spec.gift ? taken(m) / 100 : 0,
            });
          }
        }
        // the owner's lists: REST (one grouped query), GraphQL without and with the items loaded
        const mine = (await server.api('GET', '/wishlists', { token })).body.find((w: { id: string }) => w.id === wishlistId);
        expect(mine).toMatchObject(expected);
        const bare = await server.gql(`{ wishlists { id ${COUNTS} } }`, {}, token);
        expect(bare.body.data.wishlists[0]).toEqual({ id: wishlistId, ...expected });
        const loaded = await server.gql(`{ wishlists { id ${COUNTS} items { id } } }`, {}, token);
        expect(loaded.body.data.wishlists[0]).toMatchObject({ id: wishlistId, ...expected });
        // the statistics: every item is priced, so the bands add up to the units
        const stats: { available: number; reserved: number }[] = (await server.api('GET', `/wishlists/${wishlistId}/stats`, { token }))
          .body;
        expect(stats.reduce((s, b) => s + b.reserved, 0)).toBe(expected.reservedUnits);
        expect(stats.reduce((s, b) => s + b.available + b.reserved, 0)).toBe(expected.unitCount);
        // the admin list
        const admin = (await server.api('GET', '/admin/wishlists?pageSize=100', { token: adminToken })).body;
        expect(admin.items.find((w: { id: string }) => w.id === wishlistId)).toMatchObject(expected);
        // the reservation path: what is left is exactly what a guest can still take, one more is refused
        for (const m of models) {
          const rest = left(m);
          if (rest === 0 || (!m.spec.gift && rest > 99)) continue;
          const over = m.spec.gift ? { amount: rest / 100 + 1 } : { quantity: rest + 1 };
          const refused = await server.api('POST', `/wishlists/${wishlistId}/items/${m.id}/reserve`, { body: guest(over) });
          expect([refused.status, refused.body.errors?.[0]?.message]).toEqual([422, 'validation.moreThanLeft']);
          const exact = m.spec.gift ? { amount: rest / 100 } : { quantity: rest };
          expect((await server.api('POST', `/wishlists/${wishlistId}/items/${m.id}/reserve`, { body: guest(exact) })).status).toBe(201);
        }
        const after = (await server.api('GET', `/wishlists/${wishlistId}`, { token })).body;
        expect(after.reservedCount).toBe(models.length);
        expect(after.reservedUnits).toBe(expected.unitCount);
      }),
      { numRuns: 12 },
    );
  });

  it('5 of 6 bodies and a pledge are counted, not "none reserved"', async () => {
    const { token, wishlistId } = await play(
      [
        { gift: false, quantity: 6, price: 8 },
        { gift: true, price: 200 },
      ],
      [
        { item: 0, kind: 'take', amount: 3 },
        { item: 0, kind: 'take', amount: 0 },
        { item: 1, kind: 'take', amount: 50 },
      ],
    );
    const counts = { itemCount: 2, reservedCount: 0, unitCount: 7, reservedUnits: 5, pledgeCount: 1 };
    expect((await server.api('GET', '/wishlists', { token })).body[0]).toMatchObject(counts);
    expect((await server.api('GET', `/wishlists/${wishlistId}`)).body).toMatchObject(counts);
  });
});
