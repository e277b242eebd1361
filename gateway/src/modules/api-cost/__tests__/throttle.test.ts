import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startReplica, type Replica } from '../../../../test/replica.js';

/**
 * Over the bucket: 429 THROTTLED with Retry-After, nothing run. A bucket of 100 points that
 * restores 1 a second: a burst of writes (10 points each) gets exactly 10 through, however many
 * arrive at once and on however many gateway processes.
 */
const LIMITS = { API_COST_BUCKET_SIZE: '100', API_COST_RESTORE_PER_SECOND: '1' };
let server: TestServer;
let replica: Replica;
beforeAll(async () => {
  server = await startTestServer(LIMITS);
  replica = await startReplica(server.databaseUrl, LIMITS);
}, 120_000);
afterAll(async () => {
  await replica?.stop();
  await server?.close();
}, 60_000);

const mintToken = async (session: string) =>
  (await server.api('POST', '/auth/tokens', { token: session, body: { name: 'script', scopes: ['read', 'write'], expiresInDays: 1 } })).body
    .token as string;

describe('over the bucket', () => {
  it('GraphQL: 429 THROTTLED with Retry-After, and the mutation does not run', async () => {
    const { token: session } = await signUp(server);
    const token = await mintToken(session);
    // 10 lists of 10 objects: 110 points, more than the bucket ever holds
    const tooBig = await server.gql('{ wishlists { id items { id } } }', {}, token);
    expect(tooBig.status).toBe(429);
    expect(tooBig.body.errors[0].extensions).toMatchObject({ code: 'THROTTLED', status: 429 });
    expect(tooBig.body.data).toBeUndefined();
    expect(Number(tooBig.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooBig.body.extensions.cost).toMatchObject({
      requestedQueryCost: 110,
      actualQueryCost: 0,
      throttleStatus: { currentlyAvailable: 100 },
    });
    for (let i = 0; i < 9; i += 1)
      expect((await server.gql('mutation { createWishlist(input: {title: "L"}) { id } }', {}, token)).status).toBe(200);
    const refused = await server.gql('mutation { createWishlist(input: {title: "Refusée"}) { id } }', {}, token);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('THROTTLED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await server.sql(`select id from wishlists where title = 'Refusée'`)).toEqual([]);
    // the session of the same account has its own bucket
    expect((await server.gql('{ me { id } }', {}, session)).status).toBe(200);
  });

  it('REST: 429 THROTTLED in the error shape, with Retry-After and RateLimit-*', async () => {
    const { token: session } = await signUp(server);
    const token = await mintToken(session);
    for (let i = 0; i < 10; i += 1) await server.api('POST', '/wishlists', { token, body: { title: 'L' } });
    const refused = await server.api('POST', '/wishlists', { token, body: { title: 'Refusée' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ type: 'THROTTLED', errors: [] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-limit')).toBe('100');
    expect(Number(refused.headers.get('ratelimit-remaining'))).toBeLessThan(10);
    expect(await server.sql(`select id from wishlists where title = 'Refusée'`)).toEqual([]);
  });

  it('holds under parallel requests on two gateway processes', async () => {
    const { token: session } = await signUp(server);
    const token = await mintToken(session);
    const write = (url: string) =>
      fetch(`${url}/api/wishlists`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Parallèle' }),
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => write(i % 2 ? replica.url : server.url)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(await server.sql(`select count(*)::int as n from wishlists where title = 'Parallèle'`)).toEqual([{ n: 10 }]);
  });
});
