import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { countQueries } from '../../../../test/query-counter.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `n` lists of `userId`, each with three items of which the first is reserved, inserted directly. */
async function seedWishlists(userId: string, n: number) {
  await server.sql(
    `with w as (
       insert into wishlists (id, created_at, updated_at, owner_id, title, visibility, theme_color, status)
       select gen_random_uuid(), now() - make_interval(mins => g), now(), $1, 'L' || g, 'public', 'blue', 'published'
       from generate_series(1, $2::int) g returning id),
     i as (
       insert into wishlist_items (id, created_at, updated_at, wishlist_id, title)
       select gen_random_uuid(), now(), now(), w.id, 'I' || e from w, generate_series(1, 3) e returning id, title)
     insert into reservations (id, created_at, item_id, name, email, is_anonymous, cancel_token_hash)
     select gen_random_uuid(), now(), i.id, 'Mamie', 'mamie@example.fr', false, md5(i.id::text) from i where i.title = 'I1'`,
    [userId, n],
  );
}

const SUMMARIES = `query WishlistSummaries { wishlists { ...Summary } } fragment Summary on Wishlist { id title itemCount reservedCount }`;
const FULL = `query { wishlists { id itemCount reservedCount items { id isReserved } } }`;

describe('GraphQL wishlists: the summary the list screen and the dashboard read', () => {
  it('answers itemCount and reservedCount from one grouped query, the same number of queries for 2 and 20 lists', async () => {
    const small = await signUp(server);
    const large = await signUp(server);
    await seedWishlists(small.user.id, 2);
    await seedWishlists(large.user.id, 20);
    let smallBody: any;
    let largeBody: any;
    const smallCount = await countQueries(async () => (smallBody = (await server.gql(SUMMARIES, {}, small.token)).body));
    const largeCount = await countQueries(async () => (largeBody = (await server.gql(SUMMARIES, {}, large.token)).body));
    expect(smallBody.data.wishlists).toHaveLength(2);
    expect(largeBody.data.wishlists).toHaveLength(20);
    expect(largeBody.data.wishlists.every((w: any) => w.itemCount === 3 && w.reservedCount === 1)).toBe(true);
    // the session check, the user, the lists, one grouped count: no item is loaded
    expect(largeCount).toBe(smallCount);
    // (the API cost bucket's statements are not counted: test/query-counter.ts)
    expect(largeCount).toBeLessThanOrEqual(4);
  });

  it('gives the same counts when the items are selected too, and counts an empty list as zero', async () => {
    const owner = await signUp(server);
    await seedWishlists(owner.user.id, 2);
    await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Vide' } });
    const full = (await server.gql(FULL, {}, owner.token)).body.data.wishlists;
    const summaries = (await server.gql(SUMMARIES, {}, owner.token)).body.data.wishlists;
    expect(full.map((w: any) => [w.id, w.itemCount, w.reservedCount, w.items.filter((i: any) => i.isReserved).length])).toEqual(
      summaries.map((w: any) => [w.id, w.itemCount, w.reservedCount, w.reservedCount]),
    );
    expect(summaries.map((w: any) => [w.title, w.itemCount, w.reservedCount])).toEqual([
      ['Vide', 0, 0],
      ['L1', 3, 1],
      ['L2', 3, 1],
    ]);
  });
});
