import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest } from './fixtures.js';

// low limits for this file only (the harness sets them high for every other test)
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RESERVE_LIMIT_PER_IP: '5', MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '3' });
});
afterAll(() => server.close());

let nextIp = 1;
/** A client address of its own (the gateway trusts X-Forwarded-For from loopback), so each test starts from zero. */
const newClient = () => `203.0.113.${nextIp++}`;

/** A signed-in owner with a public list of `count` items. */
async function listWithItems(count: number) {
  const owner = await signUp(server);
  const list = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Liste de Jade' } });
  await server.api('PATCH', `/wishlists/${list.body.id}`, { token: owner.token, body: { visibility: 'public' } });
  const itemIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const item = await server.api('POST', `/wishlists/${list.body.id}/items`, { token: owner.token, body: { title: `Cadeau ${i}` } });
    itemIds.push(item.body.id);
  }
  return { owner, wishlistId: list.body.id as string, itemIds };
}

const reserve = (wishlistId: string, itemId: string, body: unknown, ip: string) =>
  server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body, headers: { 'x-forwarded-for': ip } });

const reservationsOf = async (wishlistId: string) =>
  Number(
    (
      await server.sql(`select count(*) as n from reservations r join wishlist_items i on i.id = r.item_id where i.wishlist_id = $1`, [
        wishlistId,
      ])
    )[0].n,
  );
const mailsTo = async (email: string) => Number((await server.sql(`select count(*) as n from mail_outbox where "to" = $1`, [email]))[0].n);

/** One GraphQL request reserving `count` items through aliases, each for its own guest address. */
async function aliasedReservations(wishlistId: string, itemIds: string[], emails: string[]) {
  const fields = itemIds.map(
    (itemId, i) =>
      `r${i}: reserveWishlistItem(wishlistId: "${wishlistId}", itemId: "${itemId}", input: { name: "Jo", email: "${emails[i]}" }) { id }`,
  );
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify({ query: `mutation { ${fields.join('\n')} }` }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('mail-sending mutations in one GraphQL operation', () => {
  it('refuses 40 aliased reserveWishlistItem with a 400 before any runs: nothing reserved, no mail', async () => {
    const { wishlistId, itemIds } = await listWithItems(40);
    const emails = itemIds.map((_, i) => `cible.${i}.${Date.now()}@example.fr`);
    const res = await aliasedReservations(wishlistId, itemIds, emails);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
    expect(await reservationsOf(wishlistId)).toBe(0);
    for (const email of emails) expect(await mailsTo(email)).toBe(0);
  });

  it('runs 5 in one operation and refuses 6', async () => {
    const { wishlistId, itemIds } = await listWithItems(6);
    const emails = itemIds.map((_, i) => `cinq.${i}.${Date.now()}@example.fr`);
    const six = await aliasedReservations(wishlistId, itemIds, emails);
    expect(six.status).toBe(400);
    expect(await reservationsOf(wishlistId)).toBe(0);
    const five = await aliasedReservations(wishlistId, itemIds.slice(0, 5), emails);
    expect(five.status).toBe(200);
    expect(five.body.errors).toBeUndefined();
    expect(await reservationsOf(wishlistId)).toBe(5);
  });
});

describe('RESERVE_LIMIT_PER_IP', () => {
  it('8 parallel reservations from one client address: exactly 5 go through, 3 get 429 and reserve nothing', async () => {
    const { wishlistId, itemIds } = await listWithItems(8);
    const ip = newClient();
    const answers = await Promise.all(itemIds.map((itemId) => reserve(wishlistId, itemId, guest(), ip)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({ type: 'tooManyRequests', errors: [] });
    expect(await reservationsOf(wishlistId)).toBe(5);
    // another client address is not affected
    const other = await listWithItems(1);
    expect((await reserve(other.wishlistId, other.itemIds[0], guest(), newClient())).status).toBe(201);
  });
});

describe('MAIL_LIMIT_PER_RECIPIENT_PER_DAY', () => {
  it('6 parallel reservations mailing one address from 6 client addresses: 3 reserved and mailed, 3 refused with 429', async () => {
    const { wishlistId, itemIds } = await listWithItems(6);
    const target = `victime.${Date.now()}@example.fr`;
    const answers = await Promise.all(itemIds.map((itemId) => reserve(wishlistId, itemId, guest({ email: target }), newClient())));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await reservationsOf(wishlistId)).toBe(3);
    expect(await mailsTo(target)).toBe(3);
  });

  it("counts every kind together: the owner's notices are capped, the guests' reservations still succeed", async () => {
    const { owner, wishlistId, itemIds } = await listWithItems(5);
    const answers = await Promise.all(itemIds.map((itemId) => reserve(wishlistId, itemId, guest(), newClient())));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await mailsTo(owner.credentials.email)).toBe(3);
    // a reset link for the same address is over the cap too: dropped, and the answer stays neutral
    const forgot = await server.api('POST', '/auth/forgot-password', { body: { email: owner.credentials.email } });
    expect(forgot.status).toBe(200);
    expect(await mailsTo(owner.credentials.email)).toBe(3);
  });
});
