import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { captureLog } from '../../../../test/capture-log.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '../push.service.js';
import net from 'node:net';
import webpush from 'web-push';
import { createPage } from '../../co-owners/__tests__/fixtures.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';
import { answer, guess } from '../../predictions/__tests__/fixtures.js';
import { queueDrained, startPushService } from './push-service.js';

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  server = await startTestServer({ PUSH_ALLOW_PRIVATE: 'true' });
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await server.close();
});

const KEYS = { p256dh: `BA${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
const endpoint = (n: string) => `https://push.example.com/send/${n}-${Date.now()}`;

describe('REST', () => {
  it('answers the VAPID public key to a signed-in user, the same on every call', async () => {
    const { token } = await signUp(server);
    const first = await server.api('GET', '/push/key', { token });
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await server.api('GET', '/push/key', { token })).body).toEqual(first.body);
  });

  it('subscribes a device with every kind on, lists it, switches a kind off, removes it', async () => {
    const { token } = await signUp(server);
    const device = await push.subscribe(server, token);
    const list = await server.api('GET', '/push/subscriptions', { token, headers: {} });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: device.id,
        endpoint: device.endpoint,
        device: null,
        createdAt: expect.any(String),
        kinds: { reservations: true, answers: true, coParents: true },
      },
    ]);
    const patched = await server.api('PATCH', `/push/subscriptions/${device.id}`, { token, body: { answers: false } });
    expect(patched.status).toBe(200);
    expect(patched.body.kinds).toEqual({ reservations: true, answers: false, coParents: true });
    expect((await server.api('DELETE', `/push/subscriptions/${device.id}`, { token })).status).toBe(204);
    expect((await server.api('GET', '/push/subscriptions', { token })).body).toEqual([]);
    expect((await server.api('DELETE', `/push/subscriptions/${device.id}`, { token })).status).toBe(404);
  });

  it('takes the kinds in the body, a kind left out being on', async () => {
    const { token } = await signUp(server);
    const created = await server.api('POST', '/push/subscriptions', {
      token,
      body: { endpoint: endpoint('kinds'), keys: KEYS, kinds: { reservations: false } },
    });
    expect(created.status).toBe(201);
    const [row] = (await server.api('GET', '/push/subscriptions', { token })).body;
    expect(row.kinds).toEqual({ reservations: false, answers: true, coParents: true });
  });

  it('keeps one row per endpoint, even for subscriptions sent at once, and names the browser it came from', async () => {
    const { token } = await signUp(server);
    const url = endpoint('same');
    const userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.api('POST', '/push/subscriptions', { token, body: { endpoint: url, keys: KEYS }, headers: { 'user-agent': userAgent } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const list = (await server.api('GET', '/push/subscriptions', { token })).body;
    expect(list).toHaveLength(1);
    expect(list[0].device).toMatch(/Chrome, Android/);
    expect(await server.sql(`select id from push_subscriptions where endpoint = $1`, [url])).toHaveLength(1);
  });

  it(`refuses a device past ${PUSH_SUBSCRIPTIONS_PER_USER} per account; subscribing a known one again still works`, async () => {
    const { token } = await signUp(server);
    const urls = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER }, (_, i) => endpoint(`cap${i}`));
    for (const url of urls)
      expect((await server.api('POST', '/push/subscriptions', { token, body: { endpoint: url, keys: KEYS } })).status).toBe(201);
    const over = await server.api('POST', '/push/subscriptions', { token, body: { endpoint: endpoint('over'), keys: KEYS } });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([{ path: '', message: 'validation.limitReached' }]);
    expect((await server.api('POST', '/push/subscriptions', { token, body: { endpoint: urls[0], keys: KEYS } })).status).toBe(201);
  });

  it('refuses malformed bodies with a 422 naming the field', async () => {
    const { token } = await signUp(server);
    const bad = async (body: unknown) => (await server.api('POST', '/push/subscriptions', { token, body })).body.errors?.[0]?.path;
    expect(await bad({ keys: KEYS })).toBe('endpoint');
    expect(await bad({ endpoint: 'not a url', keys: KEYS })).toBe('endpoint');
    expect(await bad({ endpoint: endpoint('k') })).toBe('keys');
    expect(await bad({ endpoint: endpoint('k'), keys: { p256dh: 'short', auth: KEYS.auth } })).toBe('keys');
    expect(await bad({ endpoint: endpoint('k'), keys: { ...KEYS, extra: 'x' } })).toBe('keys');
    expect(await bad({ endpoint: endpoint('k'), keys: KEYS, kinds: { reservations: 'yes' } })).toBe('kinds');
    expect(await bad({ endpoint: endpoint('k'), keys: KEYS, kinds: { birthdays: true } })).toBe('kinds');
    const patch = await server.api('PATCH', '/push/subscriptions/11111111-1111-4111-8111-111111111111', { token, body: { answers: 1 } });
    expect(patch.status).toBe(422);
  });
});

describe('privacy', () => {
  it('a visitor gets 401 on every route', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    for (const [method, route, body] of [
      ['GET', '/push/key'],
      ['GET', '/push/subscriptions'],
      ['POST', '/push/subscriptions', { endpoint: endpoint('v'), keys: KEYS }],
      ['PATCH', `/push/subscriptions/${id}`, { answers: false }],
      ['DELETE', `/push/subscriptions/${id}`],
    ] as const) {
      expect([method, route, (await server.api(method, route, { body })).status]).toEqual([method, route, 401]);
    }
  });

  it("another user can neither see, change nor remove someone's devices", async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const device = await push.subscribe(server, owner.token);
    expect((await server.api('GET', '/push/subscriptions', { token: other.token })).body).toEqual([]);
    expect((await server.api('PATCH', `/push/subscriptions/${device.id}`, { token: other.token, body: { answers: false } })).status).toBe(
      404,
    );
    expect((await server.api('DELETE', `/push/subscriptions/${device.id}`, { token: other.token })).status).toBe(404);
    const gql = await server.gql(`{ pushSubscriptions { id } }`, {}, other.token);
    expect(gql.body.data.pushSubscriptions).toEqual([]);
    const [mine] = (await server.api('GET', '/push/subscriptions', { token: owner.token })).body;
    expect(mine.kinds).toEqual({ reservations: true, answers: true, coParents: true });
  });

  it('a personal access token cannot manage devices: a subscription is a signed-in browser’s', async () => {
    const { token } = await signUp(server);
    const minted = await server.api('POST', '/auth/tokens', {
      token,
      body: { name: 'script', scopes: ['read', 'write'], expiresInDays: 30 },
    });
    expect(minted.status).toBe(201);
    const pat = minted.body.token;
    expect((await server.api('POST', '/push/subscriptions', { token: pat, body: { endpoint: endpoint('pat'), keys: KEYS } })).status).toBe(
      403,
    );
    expect((await server.api('GET', '/push/subscriptions', { token: pat })).status).toBe(403);
    const gql = await server.gql(`{ pushSubscriptions { id } }`, {}, pat);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('GraphQL', () => {
  it('offers the same: key, subscribe, list, switch, remove', async () => {
    const { token } = await signUp(server);
    const key = await server.gql(`{ pushPublicKey }`, {}, token);
    expect(key.body.data.pushPublicKey).toBe((await server.api('GET', '/push/key', { token })).body.publicKey);
    const url = endpoint('gql');
    const created = await server.gql(
      `mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { id } }`,
      { input: { endpoint: url, keys: KEYS, kinds: { coParents: false } } },
      token,
    );
    const id = created.body.data.subscribePush.id;
    const listed = await server.gql(`{ pushSubscriptions { id endpoint kinds { reservations answers coParents } } }`, {}, token);
    expect(listed.body.data.pushSubscriptions).toEqual([
      { id, endpoint: url, kinds: { reservations: true, answers: true, coParents: false } },
    ]);
    const updated = await server.gql(
      `mutation($id: ID!) { updatePushSubscription(id: $id, kinds: { reservations: false }) { kinds { reservations answers coParents } } }`,
      { id },
      token,
    );
    expect(updated.body.data.updatePushSubscription.kinds).toEqual({ reservations: false, answers: true, coParents: false });
    const bad = await server.gql(
      `mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { id } }`,
      { input: { endpoint: url, keys: { p256dh: 'short', auth: KEYS.auth } } },
      token,
    );
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'invalidForm' });
    expect(
      (await server.gql(`mutation($id: ID!) { deletePushSubscription(id: $id) }`, { id }, token)).body.data.deletePushSubscription,
    ).toBe(true);
    expect((await server.gql(`{ pushPublicKey }`)).body.errors[0].extensions.code).toBe('unauthorized');
  });
});

describe('outbound guard', () => {
  it('refuses an http:// endpoint, and never connects to a private address, unless PUSH_ALLOW_PRIVATE (tests only) is set', async () => {
    const capture = captureLog('info');
    const guarded = await startTestServer({ WORKERS: 'true' }, { log: capture.log });
    let connections = 0;
    const listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    try {
      const owner = await signUp(guarded);
      const { token } = owner;
      const refused = await guarded.api('POST', '/push/subscriptions', { token, body: { endpoint: `${push.base}/notify/x`, keys: KEYS } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([{ path: 'endpoint', message: 'validation.url' }]);
      // https to a loopback address: accepted as an address, refused at the connection by the SSRF guard
      const { port } = listener.address() as net.AddressInfo;
      const device = await guarded.api('POST', '/push/subscriptions', {
        token,
        body: { endpoint: `https://127.0.0.1:${port}/push`, keys: { p256dh: webpush.generateVAPIDKeys().publicKey, auth: KEYS.auth } },
      });
      expect(device.status).toBe(201);
      const predictionId = await createPage(guarded, token, 'predictions');
      expect((await answer(guarded, predictionId, guess())).status).toBe(201);
      // the push ran, was refused by the guard, and is not retried; the log names the device, never its endpoint
      const refusals = await eventually(
        () => capture.lines.filter((l) => l.msg === 'push refused: the endpoint is a private address'),
        (lines) => lines.length > 0,
        60_000,
      );
      expect(refusals).toEqual([expect.objectContaining({ pushSubscription: device.body.id })]);
      await eventually(() => queueDrained(guarded), Boolean, 60_000);
      expect(connections).toBe(0);
      expect(JSON.stringify(capture.lines)).not.toContain(`127.0.0.1:${port}/push`);
    } finally {
      listener.close();
      await guarded.close();
    }
  });
});
