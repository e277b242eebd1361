import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { family, rowsOwnedBy } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DELETE_ACCOUNT_LIMIT_PER_USER: '5' });
});
afterAll(() => server.close());

const erase = (token: string | undefined, body?: unknown) => server.api('DELETE', '/auth/me', { token, body });
const DELETE_ACCOUNT = `mutation DeleteAccount($password: String!) { deleteAccount(password: $password) }`;

/** The rows below the user's own tables (they go by cascade): by id, so a leftover is seen. */
async function childRows(f: Awaited<ReturnType<typeof family>>) {
  const n = async (table: string, column: string, id: string) =>
    (await server.sql<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [id]))[0].n;
  return {
    prediction_answers: await n('prediction_answers', 'id', f.guestAnswer.id),
    wishlist_items: await n('wishlist_items', 'id', f.item.id),
    reservations: await n('reservations', 'item_id', f.item.id),
    timeline_events: await n('timeline_events', 'id', f.event.id),
    contact_requests: await n('contact_requests', 'id', f.contact.id),
  };
}

async function withResetLinkAndMail(f: Awaited<ReturnType<typeof family>>) {
  // a reset link (and its mail) and a logged error carrying the user's id: theirs too
  await server.api('POST', '/auth/forgot-password', { body: { email: f.owner.credentials.email } });
  await server.api('GET', '/predictions/not-an-id', { token: f.owner.token });
  await server.sql(`update api_error_logs set user_id = $1 where user_id is null`, [f.owner.user.id]);
}

describe('DELETE /auth/me', () => {
  it('refuses a missing or wrong password with a 4xx in the error shape, and changes nothing', async () => {
    const f = await family(server);
    await withResetLinkAndMail(f);
    const ids = { userId: f.owner.user.id, email: f.owner.credentials.email };
    const before = { ...(await rowsOwnedBy(server, ids)), ...(await childRows(f)) };
    expect(Object.values(before).every((n) => n >= 1)).toBe(true);

    expect(await erase(f.owner.token)).toMatchObject({
      status: 422,
      body: { type: 'invalidForm', errors: [{ path: 'password', message: 'validation.required' }] },
    });
    expect(await erase(f.owner.token, { password: 'Biberon2027' })).toMatchObject({
      status: 422,
      body: { type: 'invalidForm', errors: [{ path: 'password', message: 'validation.wrongPassword' }] },
    });
    expect((await erase(f.owner.token, { password: 42 })).status).toBe(422);
    // the refused password is in no answer and no row the operators read
    const logged = await server.sql(`select 1 from api_error_logs where (error_response::text || error::text) like '%Biberon2027%'`);
    expect(logged).toEqual([]);
    // the refused attempts are logged themselves (4xx with the user's id): everything else is as it was
    expect({ ...(await rowsOwnedBy(server, ids)), ...(await childRows(f)), api_error_logs: 1 }).toEqual(before);
    expect((await server.api('GET', '/auth/me', { token: f.owner.token })).status).toBe(200);
  });

  it('with the right password erases the account and everything it owns, and its token stops working', async () => {
    const f = await family(server);
    await withResetLinkAndMail(f);
    const bystander = await family(server);
    const ids = { userId: f.owner.user.id, email: f.owner.credentials.email };
    // as a guest, the user reserved a gift on another family's list, with their address in capitals
    const gift = await server.api('POST', `/wishlists/${bystander.wishlist.id}/items`, {
      token: bystander.owner.token,
      body: { title: 'Hochet' },
    });
    const reserved = await server.api('POST', `/wishlists/${bystander.wishlist.id}/items/${gift.body.id}/reserve`, {
      body: { name: 'Léa', email: f.owner.credentials.email.toUpperCase(), message: 'Pour toi' },
    });
    expect(reserved.status).toBe(201);

    expect(await erase(f.owner.token, { password: f.owner.credentials.password })).toEqual(
      expect.objectContaining({ status: 200, body: { success: true } }),
    );
    expect(await rowsOwnedBy(server, ids)).toEqual({
      users: 0,
      predictions: 0,
      wishlists: 0,
      timelines: 0,
      contact_requests: 0,
      password_reset_tokens: 0,
      api_error_logs: 0,
      mail_outbox: 0,
    });
    expect(await childRows(f)).toEqual({
      prediction_answers: 0,
      wishlist_items: 0,
      reservations: 0,
      timeline_events: 0,
      contact_requests: 0,
    });
    for (const route of ['/auth/me', '/auth/me/export', '/wishlists'])
      expect(await server.api('GET', route, { token: f.owner.token })).toMatchObject({ status: 401, body: { type: 'unauthorized' } });
    expect((await server.gql(`{ me { id } }`, {}, f.owner.token)).body.errors[0].extensions.code).toBe('unauthorized');
    // the other family's list keeps the reservation, not the erased user's address
    expect(await server.sql(`select name, email, message from reservations where item_id = $1`, [gift.body.id])).toEqual([
      { name: 'Léa', email: null, message: 'Pour toi' },
    ]);
    expect(await server.sql(`select 1 from mail_outbox where lower("to") = $1`, [ids.email])).toEqual([]);
    // the same e-mail can register again, from nothing
    expect((await server.api('POST', '/auth/register', { body: f.owner.credentials })).status).toBe(201);
    // another family is untouched
    expect(await childRows(bystander)).toEqual({
      prediction_answers: 1,
      wishlist_items: 1,
      reservations: 1,
      timeline_events: 1,
      contact_requests: 1,
    });
  });

  it("nobody erases someone else's account: another user's token checks the password against its own account; a visitor gets 401", async () => {
    const victim = await family(server);
    const other = await signUp(server);
    expect(await erase(other.token, { password: victim.owner.credentials.password + 'x' })).toMatchObject({ status: 422 });
    expect(await erase(undefined, { password: victim.owner.credentials.password })).toMatchObject({
      status: 401,
      body: { type: 'unauthorized', errors: [] },
    });
    expect(await childRows(victim)).toEqual({
      prediction_answers: 1,
      wishlist_items: 1,
      reservations: 1,
      timeline_events: 1,
      contact_requests: 1,
    });
    expect((await server.sql(`select 1 from users where id = $1`, [victim.owner.user.id])).length).toBe(1);
  });

  it('password guesses are rate limited per account, even in parallel; past the limit the right one is refused too', async () => {
    const { token, credentials, user } = await signUp(server);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => erase(token, { password: `Mauvais${i}pass` })));
    expect(guesses.filter((g) => g.status === 422)).toHaveLength(5);
    for (const g of guesses.filter((g) => g.status !== 422)) expect(g).toMatchObject({ status: 429, body: { type: 'tooManyRequests' } });
    expect((await erase(token, { password: credentials.password })).status).toBe(429);
    expect((await server.sql(`select 1 from users where id = $1`, [user.id])).length).toBe(1);
  });

  it('two simultaneous erasures with the right password: one succeeds, the other finds the account gone', async () => {
    const { token, credentials, user } = await signUp(server);
    const answers = await Promise.all([erase(token, { password: credentials.password }), erase(token, { password: credentials.password })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect((await server.sql(`select 1 from users where id = $1`, [user.id])).length).toBe(0);
  });
});

describe('deleteAccount mutation', () => {
  it('refuses a wrong password in the error model, erases with the right one', async () => {
    const f = await family(server);
    const wrong = await server.gql(DELETE_ACCOUNT, { password: 'Biberon2027' }, f.owner.token);
    expect(wrong.body.errors[0].extensions).toEqual({
      code: 'invalidForm',
      status: 422,
      errors: [{ path: 'password', message: 'validation.wrongPassword' }],
    });
    expect(JSON.stringify(wrong.body)).not.toContain('Biberon2027');
    expect((await server.gql(DELETE_ACCOUNT, { password: f.owner.credentials.password })).body.errors[0].extensions.code).toBe(
      'unauthorized',
    );
    expect((await server.gql(DELETE_ACCOUNT, { password: f.owner.credentials.password }, f.owner.token)).body.data).toEqual({
      deleteAccount: true,
    });
    expect(await childRows(f)).toEqual({
      prediction_answers: 0,
      wishlist_items: 0,
      reservations: 0,
      timeline_events: 0,
      contact_requests: 0,
    });
    expect((await server.api('GET', '/auth/me', { token: f.owner.token })).status).toBe(401);
  });

  it('aliases cannot multiply password guesses: 4 deleteAccount in one operation are refused before any runs', async () => {
    const { token } = await signUp(server);
    const many = await server.gql(
      `mutation { ${Array.from({ length: 4 }, (_, i) => `d${i}: deleteAccount(password: "Guess${i}abc")`).join(' ')} }`,
      {},
      token,
    );
    expect(many.status).toBe(400);
    expect(many.body.errors[0].message).toMatch(/complexity/);
    // no attempt was counted: the full budget is still there
    const guesses = await Promise.all(Array.from({ length: 5 }, (_, i) => erase(token, { password: `Mauvais${i}pass` })));
    expect(guesses.map((g) => g.status)).toEqual([422, 422, 422, 422, 422]);
  });
});
