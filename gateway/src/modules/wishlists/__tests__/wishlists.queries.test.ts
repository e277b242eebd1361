import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { countQueries } from '../../../../test/query-counter.js';
import { seedPublicWishlist } from '../../../../test/seed-wishlist.js';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUp>>;
/** A public list of 5 items and one of 50, a third of them reserved. */
let small: string;
let large: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server);
  small = await seedPublicWishlist(server.sql, owner.user.id, 5);
  large = await seedPublicWishlist(server.sql, owner.user.id, 50);
});
afterAll(() => server.close());

const WISHLIST = `query($id: ID!) { wishlist(id: $id) { id title isMine itemCount items { id title price category isReserved reservedBy { name message isAnonymous } reservedAt } } }`;

/** The SQL statements one call sends, and its answer. */
async function measured<T>(call: () => Promise<T>): Promise<{ queries: number; answer: T }> {
  let answer: T;
  const queries = await countQueries(async () => (answer = await call()));
  return { queries, answer: answer! };
}

describe('a wishlist is read in the same number of queries for 5 and for 50 items (no query per item)', () => {
  it.each([
    ['a visitor', () => undefined],
    ['the owner', () => owner.token],
  ])('REST GET /api/wishlists/{id}, as %s', async (_who, token) => {
    const five = await measured(() => server.api('GET', `/wishlists/${small}`, { token: token() }));
    const fifty = await measured(() => server.api('GET', `/wishlists/${large}`, { token: token() }));
    expect(five.answer.status).toBe(200);
    expect(fifty.answer.status).toBe(200);
    expect(five.answer.body.items).toHaveLength(5);
    expect(fifty.answer.body.items).toHaveLength(50);
    // the reservations were read too: 16 of the 50 items are reserved
    expect(fifty.answer.body.items.filter((i: { reservedBy: unknown }) => i.reservedBy !== null)).toHaveLength(16);
    // the read model: two statements (the list, its items with their reservations), plus the owner's session check
    expect(fifty.queries).toBe(token() ? 3 : 2);
    expect(fifty.queries).toBe(five.queries);
  });

  it.each([
    ['a visitor', () => undefined],
    ['the owner', () => owner.token],
  ])('GraphQL wishlist with items and reservedBy, as %s', async (_who, token) => {
    const five = await measured(() => server.gql(WISHLIST, { id: small }, token()));
    const fifty = await measured(() => server.gql(WISHLIST, { id: large }, token()));
    expect(five.answer.body.errors).toBeUndefined();
    expect(fifty.answer.body.errors).toBeUndefined();
    expect(five.answer.body.data.wishlist.items).toHaveLength(5);
    expect(fifty.answer.body.data.wishlist.items).toHaveLength(50);
    expect(fifty.answer.body.data.wishlist.items.filter((i: { reservedBy: unknown }) => i.reservedBy !== null)).toHaveLength(16);
    expect(fifty.queries).toBe(token() ? 3 : 2);
    expect(fifty.queries).toBe(five.queries);
  });
});
