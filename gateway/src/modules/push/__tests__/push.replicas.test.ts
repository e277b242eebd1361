import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startReplica, type Replica } from '../../../../test/replica.js';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '../push.service.js';

/** The per-account cap and the one row per endpoint hold for subscriptions sent at once to two gateway processes. */
const JWT_SECRET = 'test-replica-secret-of-at-least-32-characters';
let server: TestServer;
let replica: Replica;

beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET });
  replica = await startReplica(server.databaseUrl, { JWT_SECRET });
}, 120_000);

afterAll(async () => {
  await replica?.stop();
  await server?.close();
}, 60_000);

const KEYS = { p256dh: `BA${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

const subscribeOn = async (url: string, token: string, endpoint: string) => {
  const res = await fetch(`${url}/api/push/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint, keys: KEYS }),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; errors?: { message: string }[] } };
};

it(`lets no account past ${PUSH_SUBSCRIPTIONS_PER_USER} devices, whichever process the subscriptions reach at once`, async () => {
  const { token, user } = await signUp(server);
  const tries = PUSH_SUBSCRIPTIONS_PER_USER + 10;
  const answers = await Promise.all(
    Array.from({ length: tries }, (_, i) =>
      subscribeOn(i % 2 ? replica.url : server.url, token, `https://push.example.com/cap/${user.id}/${i}`),
    ),
  );
  // any other answer is shown whole, with the replica's warnings, so a failure says what happened
  const odd = answers.filter((a) => a.status !== 201 && a.status !== 422);
  expect({ odd, log: odd.length ? replica.output().slice(-4000) : '' }).toEqual({ odd: [], log: '' });
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
  expect(statuses.filter((s) => s === 422)).toHaveLength(tries - PUSH_SUBSCRIPTIONS_PER_USER);
  expect(answers.filter((a) => a.status === 422).every((a) => a.body.errors?.[0]?.message === 'validation.limitReached')).toBe(true);
  const [{ count }] = await server.sql(`select count(*)::int as count from push_subscriptions where user_id = $1`, [user.id]);
  expect(count).toBe(PUSH_SUBSCRIPTIONS_PER_USER);
});

it('keeps one row for one endpoint subscribed at once through both processes', async () => {
  const { token, user } = await signUp(server);
  const endpoint = `https://push.example.com/same/${user.id}`;
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => subscribeOn(i % 2 ? replica.url : server.url, token, endpoint)));
  expect(answers.map((a) => [a.status, a.body.errors])).toEqual(Array(10).fill([201, undefined]));
  expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  expect(await server.sql(`select id from push_subscriptions where endpoint = $1`, [endpoint])).toHaveLength(1);
});
