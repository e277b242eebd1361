import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { countQueries } from '../../../../test/query-counter.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://cigogne.example' });
});
afterAll(() => server.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A second sign-in of the same account, from another device. */
async function loginAgain(email: string, password: string, userAgent = IPHONE): Promise<string> {
  const res = await server.api('POST', '/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return res.body.token;
}
const me = (token: string) => server.api('GET', '/auth/me', { token });
const gqlMe = async (token: string) => (await server.gql('{ me { id } }', {}, token)).body;

describe('logout', () => {
  it('ends the session of the token at once (REST and GraphQL), and only that one', async () => {
    const { token, credentials } = await signUp(server);
    const other = await loginAgain(credentials.email, credentials.password);
    expect((await me(token)).status).toBe(200);
    const out = await server.api('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await me(token)).status).toBe(401);
    expect((await me(token)).body).toEqual({ type: 'unauthorized', errors: [] });
    expect((await gqlMe(token)).errors[0].extensions.code).toBe('unauthorized');
    // a route that needs the user, not only `me`
    expect((await server.api('GET', '/timelines', { token })).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    // over GraphQL too
    const gqlOut = await server.gql('mutation { logout }', {}, other);
    expect(gqlOut.body.data).toEqual({ logout: true });
    expect((await me(other)).status).toBe(401);
  });

  it('answers 401 when signed out', async () => {
    expect((await server.api('POST', '/auth/logout')).status).toBe(401);
  });
});

describe('change password', () => {
  it('ends every other session and answers a working token; the old password no longer signs in', async () => {
    const { token, credentials, user } = await signUp(server);
    const phone = await loginAgain(credentials.email, credentials.password);
    const res = await server.api('POST', '/auth/change-password', {
      token,
      body: { currentPassword: credentials.password, password: 'Nouveau2027x' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: credentials.email });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect((await me(res.body.token)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    const old = await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } });
    expect(old.status).toBe(401);
    expect((await server.api('POST', '/auth/login', { body: { email: credentials.email, password: 'Nouveau2027x' } })).status).toBe(200);
  });

  it('refuses a wrong current password with 422 on currentPassword, changing nothing', async () => {
    const { token, credentials } = await signUp(server);
    const phone = await loginAgain(credentials.email, credentials.password);
    const res = await server.api('POST', '/auth/change-password', {
      token,
      body: { currentPassword: 'Wrong-Password1', password: 'Nouveau2027x' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path: 'currentPassword', message: 'validation.wrongPassword' }] });
    expect((await me(phone)).status).toBe(200);
    expect((await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } })).status).toBe(
      200,
    );
  });

  it('works over GraphQL, and answers 401 when signed out', async () => {
    const { token, credentials } = await signUp(server);
    const phone = await loginAgain(credentials.email, credentials.password);
    const res = await server.gql(
      `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { token user { id } } }`,
      { input: { currentPassword: credentials.password, password: 'Nouveau2027x' } },
      token,
    );
    expect((await me(res.body.data.changePassword.token)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    const anonymous = await server.api('POST', '/auth/change-password', { body: { currentPassword: 'x', password: 'Nouveau2027x' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('password reset', () => {
  it('ends every session of the account', async () => {
    const { token, credentials } = await signUp(server);
    const phone = await loginAgain(credentials.email, credentials.password);
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const [mail] = await server.sql(`select link from mail_outbox where "to" = $1 and link like '%/reset-password/%'`, [credentials.email]);
    const reset = await server.api('POST', '/auth/reset-password', {
      body: { token: mail.link.split('/').pop(), password: 'Nouveau2027x' },
    });
    expect(reset.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect(
      await server.sql('select 1 from sessions s join users u on u.id = s.user_id where u.email = $1', [credentials.email]),
    ).toHaveLength(0);
  });
});

describe('the session check', () => {
  it('costs `me` one primary-key query (the session joined to its user), REST and GraphQL', async () => {
    const { token } = await signUp(server);
    await me(token);
    // the cost bucket's statements are counted on their own (api-cost's leases test)
    expect(await countQueries(() => me(token))).toBe(1);
    expect(await countQueries(() => server.gql('{ me { id email emailVerified } }', {}, token))).toBe(1);
  });

  it('reads the sessions asked in one turn in one statement, each answered for its own token only', async () => {
    const [a, b, ended] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    await server.sql('delete from sessions where user_id = $1', [ended.user.id]);
    const sessions = server.services.auth.sessions;
    const [aSession] = await server.sql('select id from sessions where user_id = $1', [a.user.id]);
    // well signed, but naming a's session with b's id: refused as the single read refused it
    const crossed = sessions.tokens.sign(b.user.id, aSession.id);
    let identities: unknown[] = [];
    const statements = await countQueries(async () => {
      identities = await Promise.all([a.token, b.token, ended.token, crossed, a.token].map((t) => sessions.identify(t)));
    });
    expect(statements).toBe(1);
    expect(identities.map((i) => (i as { userId: string } | undefined)?.userId)).toEqual([
      a.user.id,
      b.user.id,
      undefined,
      undefined,
      a.user.id,
    ]);
    expect((identities[1] as { user: { email: string } }).user.email).toBe(b.credentials.email);
  });

  it("is not cached: a session deleted in the database (another replica's logout) is refused on the next request", async () => {
    const { token, user } = await signUp(server);
    expect((await me(token)).status).toBe(200);
    await server.sql('delete from sessions where user_id = $1', [user.id]);
    expect((await me(token)).status).toBe(401);
  });
});

describe('sessions list', () => {
  it('lists the sessions with their device and marks the current one; ending the others keeps this one', async () => {
    const { credentials } = await signUp(server);
    const laptop = await loginAgain(credentials.email, credentials.password, FIREFOX);
    await loginAgain(credentials.email, credentials.password, IPHONE);
    const list = await server.api('GET', '/auth/sessions', { token: laptop });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    const current = list.body.find((s: any) => s.current);
    expect(current.device).toBe('Firefox, Windows');
    expect(list.body.filter((s: any) => s.current)).toHaveLength(1);
    expect(list.body.map((s: any) => s.device)).toContain('Mobile Safari, iOS');
    for (const s of list.body) expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
    const ended = await server.api('DELETE', '/auth/sessions/others', { token: laptop });
    expect(ended.body).toEqual({ ended: 2 });
    const after = await server.gql('{ mySessions { id device current } }', {}, laptop);
    expect(after.body.data.mySessions).toEqual([{ id: current.id, device: 'Firefox, Windows', current: true }]);
  });

  it("never shows another user's sessions, and answers 401 when signed out", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const list = await server.api('GET', '/auth/sessions', { token: a.token });
    const bIds = (await server.sql('select id from sessions where user_id = $1', [b.user.id])).map((r) => r.id);
    expect(list.body.map((s: any) => s.id)).not.toContain(bIds[0]);
    expect((await server.api('DELETE', '/auth/sessions/others', { token: a.token })).body).toEqual({ ended: 0 });
    expect((await me(b.token)).status).toBe(200);
    expect((await server.api('GET', '/auth/sessions')).status).toBe(401);
  });
});

describe('passwords over 72 bytes (bcrypt reads no further)', () => {
  // 42 characters, 78 bytes: "é" is two bytes in UTF-8
  const accented = 'Bébé2026' + 'é'.repeat(34);
  const tooLong = { type: 'invalidForm', errors: [{ path: 'password', message: 'validation.passwordTooLong' }] };

  it('are refused with 422 on register, reset and change-password', async () => {
    expect(accented.length).toBeLessThan(72);
    expect(Buffer.byteLength(accented)).toBeGreaterThan(72);
    const register = await server.api('POST', '/auth/register', {
      body: { email: `long.${Date.now()}@example.fr`, password: accented, firstName: 'Léa', lastName: 'Dupont' },
    });
    expect(register.status).toBe(422);
    expect(register.body).toEqual(tooLong);
    const reset = await server.api('POST', '/auth/reset-password', { body: { token: 'whatever', password: accented } });
    expect(reset.status).toBe(422);
    expect(reset.body).toEqual(tooLong);
    const { token, credentials } = await signUp(server);
    const change = await server.api('POST', '/auth/change-password', {
      token,
      body: { currentPassword: credentials.password, password: accented },
    });
    expect(change.status).toBe(422);
    expect(change.body).toEqual(tooLong);
  });

  it('accepts a password of exactly 72 bytes', async () => {
    const exact = 'Bébé2026' + 'é'.repeat(31);
    expect(Buffer.byteLength(exact)).toBe(72);
    const { token, credentials } = await signUp(server);
    const change = await server.api('POST', '/auth/change-password', {
      token,
      body: { currentPassword: credentials.password, password: exact },
    });
    expect(change.status).toBe(200);
  });
});
