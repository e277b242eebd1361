import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';
import { startReplica, type Replica } from '../../../../test/replica.js';

/**
 * Leases (cost-buckets.service.ts): far from its limit, a client's small charges are taken from
 * points its bucket lent the process, without a statement each; near its limit, the database
 * decides every charge, on every process. A bucket of 160 points (leases of 10) restoring 1 a second.
 */
const LIMITS = { API_COST_BUCKET_SIZE: '160', API_COST_RESTORE_PER_SECOND: '1' };
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

const me = (url: string, token: string) => fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

/** The version of the bucket's row: every write of it gives the row a new xmin. */
async function rowVersion(key: string): Promise<string> {
  const rows = await server.sql(`select xmin::text as v from api_cost_buckets where key = $1`, [key]);
  return rows[0].v as string;
}

describe('the cost bucket far from its limit', () => {
  it('takes a client’s reads from a lease: far fewer writes of its bucket than requests, and the same count', async () => {
    const { token } = await signUp(server);
    const [{ id }] = await server.sql(`select id from sessions order by created_at desc limit 1`);
    const key = `session:${id}`;
    const versions = new Set<string>();
    const remaining: number[] = [];
    const started = performance.now();
    for (let i = 0; i < 40; i += 1) {
      const answer = await me(server.url, token);
      expect(answer.status).toBe(200);
      remaining.push(Number(answer.headers.get('ratelimit-remaining')));
      versions.add(await rowVersion(key));
    }
    const seconds = (performance.now() - started) / 1000;
    // a lease is handed back after a second of use and renewed: at most two writes a second, whatever the load
    expect(versions.size).toBeLessThanOrEqual(2 * Math.ceil(seconds) + 2);
    if (seconds < 5) expect(versions.size).toBeLessThan(20);
    // what each answer tells is the bucket's level, one point a request (and a point back a second)
    expect(remaining[0]).toBe(159);
    for (let i = 1; i < remaining.length; i += 1) expect(remaining[i]).toBeLessThanOrEqual(remaining[i - 1]);
    expect(remaining.at(-1)).toBeLessThanOrEqual(159 - 39 + Math.ceil(seconds));
  });
});

describe('the cost bucket near its limit', () => {
  it('lets through no more reads than the bucket holds, in parallel on two gateway processes', async () => {
    const { token: session } = await signUp(server);
    // a personal access token: one bucket whichever process answers
    const { token } = (
      await server.api('POST', '/auth/tokens', { token: session, body: { name: 'script', scopes: ['read'], expiresInDays: 1 } })
    ).body as { token: string };
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 260 }, (_, i) => me(i % 2 ? replica.url : server.url, token)));
    const seconds = (performance.now() - started) / 1000;
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const through = statuses.filter((s) => s === 200).length;
    // the bucket, and what it restored meanwhile: never more
    expect(through).toBeLessThanOrEqual(160 + Math.ceil(seconds));
    // points a process still held as a lease when the burst ended are all that may go unspent
    expect(through).toBeGreaterThanOrEqual(160 - 2 * 10);
  });

  it('gives the points of a lease back when the process stops using it', async () => {
    const { token } = await signUp(server);
    const [{ id }] = await server.sql(`select id from sessions order by created_at desc limit 1`);
    expect((await me(server.url, token)).status).toBe(200);
    const [lent] = await server.sql(`select available, leased from api_cost_buckets where key = $1`, [`session:${id}`]);
    expect(lent).toEqual({ available: 160 - 1 - 10, leased: 10 });
    // a second later the lease's 10 points are back, less nothing: the client spent 1
    await eventually(
      async () => (await server.sql(`select leased from api_cost_buckets where key = $1`, [`session:${id}`]))[0].leased,
      (leased) => leased === 0,
    );
    const [back] = await server.sql(`select available from api_cost_buckets where key = $1`, [`session:${id}`]);
    expect(back.available).toBeGreaterThanOrEqual(159);
    expect(back.available).toBeLessThanOrEqual(160);
  });
});
