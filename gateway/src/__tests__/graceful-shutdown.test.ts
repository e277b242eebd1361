import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { freePort } from '../modules/mail/__tests__/smtp-peer.js';
import { openStream, WISHLIST_CHANGED } from '../../test/live-stream.js';
import { freshDatabase } from '../../test/fresh-database.js';
import { spawnReplica, type Replica } from '../../test/replica.js';

/**
 * SIGTERM on a real gateway process, as a deploy sends it: readiness fails at once while
 * everything else is still served for SHUTDOWN_DELAY_MS; then the port closes, a request under way
 * is answered, a live stream ends with the reconnect hint, and the process exits 0.
 */
// long enough for the checks below on a loaded machine; the test waits for it once
const DELAY_MS = 8000;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let gateway: Replica;
let port: number;

async function api(method: string, route: string, body?: unknown, token?: string) {
  const res = await fetch(`${gateway.url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, connection: res.headers.get('connection') };
}
const account = () => ({
  email: `stop.${randomBytes(5).toString('hex')}@example.fr`,
  password: 'Motdepasse123',
  firstName: 'Léa',
  lastName: 'Martin',
});

/** True while the port accepts connections. */
const accepting = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

beforeAll(async () => {
  database = await freshDatabase('shutdown');
  port = await freePort();
  gateway = spawnReplica(port, {
    DATABASE_URL: database.url,
    JWT_SECRET: 'shutdown-test-secret-of-at-least-32-characters',
    SHUTDOWN_DELAY_MS: String(DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: '60000',
    LOG_LEVEL: 'info',
  });
  await gateway.ready();
}, 180_000);
afterAll(async () => {
  await gateway?.stop('SIGKILL');
  await database?.drop();
}, 60_000);

describe('SIGTERM', () => {
  it('fails readiness at once, serves through the delay, then finishes what is under way and exits 0', async () => {
    const owner = account();
    expect((await api('POST', '/auth/register', owner)).status).toBe(201);
    const { token } = (await api('POST', '/auth/login', { email: owner.email, password: owner.password })).body;
    const list = (await api('POST', '/wishlists', { title: 'Liste' }, token)).body;
    expect((await api('PATCH', `/wishlists/${list.id}`, { visibility: 'public' }, token)).status).toBe(200);
    const stream = await openStream(gateway.url, { query: WISHLIST_CHANGED, variables: { id: list.id } });
    expect(stream.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => gateway.process.once('exit', (code) => resolve(code)));

    gateway.process.kill('SIGTERM');
    for (let i = 0; (await fetch(`${gateway.url}/readyz`)).status !== 503; i++) expect(i).toBeLessThan(100);
    // still served (a guest's read, a write), each answer closing its connection
    const read = await api('GET', `/wishlists/${list.id}`);
    expect(read.status).toBe(200);
    expect(read.connection).toBe('close');
    expect((await api('POST', '/auth/register', account())).status).toBe(201);

    // a request under way when the port closes: its body arrives after, and it is answered
    const late = account();
    const payload = JSON.stringify(late);
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/auth/register',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => (res.resume(), resolve(res.statusCode ?? 0)),
      );
      req.once('error', reject);
      req.write(payload.slice(0, 10));
      void (async () => {
        while (await accepting()) await new Promise((r) => setTimeout(r, 100));
        req.end(payload.slice(10));
      })();
    });
    expect(await answer).toBe(201);
    await stream.ended;
    expect(stream.raw()).toMatch(/retry: \d+\n/);
    expect(stream.events.at(-1)?.event).toBe('complete');
    expect(await exited).toBe(0);
    expect(gateway.output()).toMatch(/"msg":"stopped"/);
    expect(gateway.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
