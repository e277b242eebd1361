import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

// The account export names the account's devices (push subscriptions) and passkeys, and never
// what would let someone else use them: a device's push address and keys, a passkey's credential.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOW_PRIVATE: 'true' });
});
afterAll(() => server.close());

const KEYS = { p256dh: `BA${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

describe('GET /auth/me/export: devices and passkeys', () => {
  it('lists them with their names and settings, without endpoints, keys or credentials, and only to their owner', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const endpoint = `https://push.example.com/send/${randomUUID()}`;
    const subscribed = await server.api('POST', '/push/subscriptions', {
      token: owner.token,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' },
      body: { endpoint, keys: KEYS, kinds: { answers: false } },
    });
    expect(subscribed.status).toBe(201);
    await server.sql(
      `insert into passkeys (id, created_at, user_id, credential_id, public_key, counter, transports, name)
       values ($1, now(), $2, $3, 'pQECAyYgASFYIPUBLICKEY', 0, '{internal}', 'Téléphone de Léa')`,
      [randomUUID(), owner.user.id, `cred-${randomUUID()}`],
    );

    const exported = await server.api('GET', '/auth/me/export', { token: owner.token });
    expect(exported.status).toBe(200);
    expect(exported.body.pushSubscriptions).toEqual([
      {
        id: subscribed.body.id,
        userAgent: expect.stringContaining('Android'),
        notifyReservations: true,
        notifyAnswers: false,
        notifyCoParents: true,
        createdAt: expect.any(String),
      },
    ]);
    expect(exported.body.passkeys).toEqual([
      { id: expect.any(String), name: 'Téléphone de Léa', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const text = JSON.stringify(exported.body);
    for (const secret of [endpoint, KEYS.p256dh, KEYS.auth, 'PUBLICKEY', 'cred-']) expect(text).not.toContain(secret);

    const theirs = await server.api('GET', '/auth/me/export', { token: other.token });
    expect(theirs.body.pushSubscriptions).toEqual([]);
    expect(theirs.body.passkeys).toEqual([]);
  });
});
