// GET /api/wishlists/{id} and GraphQL `wishlist` answer from a read model (wishlist.read.ts: rows
// mapped without entities); the answers of the writes still come from the entities. Both must say
// the same, with the same privacy rules (wishlist.rules.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { ownerWithPrediction } from '../../predictions/__tests__/fixtures.js';
import { guest } from './fixtures.js';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let wishlistId: string;
const named = guest({ name: 'Tante Lucie', message: 'Pour les promenades' });
const anonymous = guest({ name: 'Oncle Paul', message: 'Bisous', isAnonymous: true });

beforeAll(async () => {
  server = await startTestServer();
  const created = await ownerWithPrediction(server, { firstName: 'Séraphin' });
  owner = created.owner;
  const list = await server.api('POST', '/wishlists', {
    token: owner.token,
    body: { title: 'Liste de naissance', predictionId: created.predictionId },
  });
  expect(list.status).toBe(201);
  wishlistId = list.body.id;
  await server.api('PATCH', `/wishlists/${wishlistId}`, {
    token: owner.token,
    body: { visibility: 'public', date: '2027-03-14T00:00:00.000Z' },
  });
  const items: string[] = [];
  for (const body of [
    { title: 'Poussette', price: 249.99, category: 'outings', url: 'https://example.fr/poussette', description: 'Tout terrain' },
    { title: 'Bavoirs', price: 12, category: 'meal' },
    { title: 'Doudou' },
    { title: 'Veilleuse', price: 30, category: 'bedroom', image: 'https://example.fr/veilleuse.jpg' },
  ]) {
    const item = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body });
    expect(item.status).toBe(201);
    items.push(item.body.id);
  }
  for (const [itemId, who] of [
    [items[0], named],
    [items[2], anonymous],
  ] as const) {
    expect((await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: who })).status).toBe(201);
  }
});
afterAll(() => server.close());

const ITEM = `id title price category image photo { id } url hasUrl description quantity reservedQuantity groupGift fundedAmount mostWanted boughtElsewhere
  isReserved reservedBy { name message isAnonymous } reservedAt receivedAt reservations { id name message isAnonymous quantity amount reservedAt thankedAt language emailKept thankNoteAt }
  createdAt updatedAt`;
const WISHLIST = `query($id: ID!) { wishlist(id: $id) { id title description date visibility themeColor cover status isMine sharedWithMe itemCount reservedCount unitCount reservedUnits pledgeCount parents prediction { id firstName } createdAt updatedAt items { ${ITEM} } } }`;

describe('the read model of a wishlist', () => {
  it("answers the owner exactly what the entities answer (PATCH's answer), prediction and reservations included", async () => {
    const patched = await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { description: 'Merci à tous' } });
    expect(patched.status).toBe(200);
    const read = await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(patched.body);
    expect(read.body).toMatchObject({ isMine: true, prediction: { firstName: 'Séraphin' }, itemCount: 4, reservedCount: 2 });
    const reservedBy = read.body.items.map((i: { reservedBy: unknown }) => i.reservedBy).filter(Boolean);
    expect(reservedBy).toEqual(
      expect.arrayContaining([
        { name: 'Tante Lucie', message: 'Pour les promenades', isAnonymous: false },
        { name: null, message: 'Bisous', isAnonymous: true },
      ]),
    );
    const reservations = read.body.items.flatMap((i: { reservations: unknown[] }) => i.reservations);
    expect(reservations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Tante Lucie', message: 'Pour les promenades', quantity: 1, amount: null, thankedAt: null }),
        expect.objectContaining({ name: null, message: 'Bisous', isAnonymous: true, quantity: 1 }),
      ]),
    );
    // GraphQL answers the owner the same values
    const { body } = await server.gql(WISHLIST, { id: wishlistId }, owner.token);
    expect(body.errors).toBeUndefined();
    const { _id, ...fields } = read.body;
    expect(_id).toBe(read.body.id);
    expect(body.data.wishlist).toEqual(fields);
  });

  it.each([
    ['a visitor', () => undefined],
    ['another user', async () => (await signUp(server)).token],
  ])('answers %s neither who reserved nor the prediction, over REST and GraphQL alike', async (_who, tokenOf) => {
    const token = await tokenOf();
    const read = await server.api('GET', `/wishlists/${wishlistId}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ isMine: false, prediction: null, itemCount: 4, reservedCount: 2 });
    expect(read.body.items.filter((i: { isReserved: boolean }) => i.isReserved).map((i: { reservedBy: unknown }) => i.reservedBy)).toEqual([
      { name: null, message: null, isAnonymous: true },
      { name: null, message: null, isAnonymous: true },
    ]);
    const text = JSON.stringify(read.body);
    for (const secret of [
      'Tante Lucie',
      'Oncle Paul',
      'Pour les promenades',
      'Bisous',
      named.email,
      anonymous.email,
      'Séraphin',
      owner.user.id,
    ]) {
      expect(text).not.toContain(secret);
    }
    // the owner's field is not even in REST's answer; GraphQL resolves it to null
    expect(read.body.items.some((i: object) => 'reservations' in i)).toBe(false);
    const { body } = await server.gql(WISHLIST, { id: wishlistId }, token);
    expect(body.errors).toBeUndefined();
    expect(body.data.wishlist.items.map((i: { reservations: unknown }) => i.reservations)).toEqual([null, null, null, null]);
    const { _id, ...fields } = read.body;
    expect({
      ...body.data.wishlist,
      items: body.data.wishlist.items.map(({ reservations: _, ...i }: object & { reservations: unknown }) => i),
    }).toEqual(fields);
  });

  it('answers 404 for a private list to anyone but its owner, and for a draft', async () => {
    const other = await signUp(server);
    const list = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Liste privée' } });
    for (const token of [undefined, other.token]) {
      expect((await server.api('GET', `/wishlists/${list.body.id}`, { token })).status).toBe(404);
    }
    expect((await server.api('GET', `/wishlists/${list.body.id}`, { token: owner.token })).status).toBe(200);
    await server.api('PATCH', `/wishlists/${list.body.id}`, { token: owner.token, body: { visibility: 'public', status: 'draft' } });
    expect((await server.api('GET', `/wishlists/${list.body.id}`)).status).toBe(404);
    expect((await server.gql(WISHLIST, { id: list.body.id })).body.errors?.[0]?.extensions).toMatchObject({ code: 'notFound' });
  });
});
