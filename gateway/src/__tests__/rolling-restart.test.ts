import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eventually, freePort, startSmtpPeer } from '../modules/mail/__tests__/smtp-peer.js';
import { freshDatabase } from '../../test/fresh-database.js';
import { startHaproxy, type Haproxy } from '../../test/haproxy.js';
import { openStream, WISHLIST_CHANGED } from '../../test/live-stream.js';
import { spawnReplica, type Replica } from '../../test/replica.js';

/**
 * Three gateways behind a real HAProxy (checks on /readyz, retries on connection failure only) on
 * one PostgreSQL, under steady mixed load (guest reads, reservations with distinct e-mails,
 * logins, live streams): restarted one after the other with SIGTERM, no request fails; then one
 * is killed with SIGKILL, which fails at most the requests it had in flight. Every acknowledged
 * reservation is in the database and its guest's mail reaches a real SMTP peer once. Failures
 * are counted, never timed.
 */
const WORKERS_AT_ONCE = 3;
const LIVE_CLIENTS = 3;
/** Between two requests of one load loop. */
const PAUSE_MS = 50;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let env: Record<string, string>;
let haproxy: Haproxy;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
const gateways: Record<string, { port: number; replica: Replica }> = {};

async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  try {
    return (await c.query(text, params as any[])).rows;
  } finally {
    await c.end();
  }
}
async function api(method: string, route: string, body?: unknown, token?: string) {
  const res = await fetch(`${haproxy.url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // HAProxy's own error page: counted by its status
  }
  return { status: res.status, body: parsed, text };
}

async function startGateway(server: string, port: number) {
  const replica = spawnReplica(port, env);
  gateways[server] = { port, replica };
  // compiled from source at each start, next to the load: slow on a busy machine
  await replica.ready(300_000);
  await haproxy.until(server, 'UP');
}

beforeAll(async () => {
  database = await freshDatabase('rolling');
  peer = await startSmtpPeer();
  env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'rolling-restart-secret-of-at-least-32-chars',
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    WORKERS: 'true',
    // past HAProxy's two failed checks 250 ms apart, with room for a loaded machine
    SHUTDOWN_DELAY_MS: '3000',
    RESERVE_LIMIT_PER_IP: '100000',
    REGISTER_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_PER_EMAIL: '1000',
    MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '100000',
    API_COST_BUCKET_SIZE: '1000000',
  };
  const ports = { g1: await freePort(), g2: await freePort(), g3: await freePort() };
  haproxy = await startHaproxy(await freePort(), await freePort(), ports);
  // the first migrates the fresh database; the others find it done
  await startGateway('g1', ports.g1);
  await Promise.all([startGateway('g2', ports.g2), startGateway('g3', ports.g3)]);
}, 300_000);
afterAll(async () => {
  await Promise.all(Object.values(gateways).map((g) => g.replica.stop('SIGKILL')));
  await haproxy?.stop();
  await peer?.close();
  await database?.drop();
}, 60_000);

/** The mixed load: guest reads, reservations, logins, in WORKERS_AT_ONCE loops until stopped, and live clients that reconnect. */
function mixedLoad(setup: { listId: string; itemIds: string[]; owner: { email: string; password: string } }) {
  const stats = { requests: 0, failures: [] as string[], acknowledged: [] as string[], durations: [] as number[] };
  const live = Array.from({ length: LIVE_CLIENTS }, () => ({ connections: 0, refused: 0, events: 0 }));
  let running = true;
  let n = 0;
  const one = async () => {
    const i = n++;
    const started = performance.now();
    let label = '';
    try {
      let status: number;
      if (i % 4 === 1) {
        const email = `guest.${i}.${randomBytes(3).toString('hex')}@example.fr`;
        label = `reserve ${email}`;
        // every item in turn (i % 4 === 1 alone would only ever reach a quarter of them)
        const itemId = setup.itemIds[Math.floor(i / 4) % setup.itemIds.length];
        const answer = await api('POST', `/wishlists/${setup.listId}/items/${itemId}/reserve`, { name: 'Jo', email });
        status = answer.status;
        if (status === 201) stats.acknowledged.push(email);
        else label += ` ${answer.text.slice(0, 200)}`;
      } else if (i % 8 === 3) {
        label = 'login';
        status = (await api('POST', '/auth/login', setup.owner)).status;
      } else {
        label = 'guest read';
        status = (await api('GET', `/wishlists/${setup.listId}`)).status;
      }
      if (status >= 300) stats.failures.push(`${label}: ${status}`);
    } catch (err) {
      stats.failures.push(`${label}: ${(err as Error).message}`);
    }
    stats.requests++;
    stats.durations.push(performance.now() - started);
  };
  // steady rather than flat out: the restarted gateways must start on the same two cores
  const loops = Array.from({ length: WORKERS_AT_ONCE }, async () => {
    while (running) {
      await one();
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  });
  const streams = live.map(async (client) => {
    while (running) {
      const stream = await openStream(haproxy.url, { query: WISHLIST_CHANGED, variables: { id: setup.listId } }).catch(() => undefined);
      if (stream?.status !== 200) {
        client.refused++;
        continue;
      }
      client.connections++;
      const counting = setInterval(() => (client.events = Math.max(client.events, stream.events.length)), 50);
      await Promise.race([
        stream.ended,
        new Promise<void>((r) => {
          const t = setInterval(() => !running && (clearInterval(t), r()), 100);
        }),
      ]);
      client.events = Math.max(client.events, stream.events.length);
      clearInterval(counting);
      stream.close();
    }
  });
  return {
    stats,
    live,
    /** Resolves after `count` more requests have completed. */
    async after(count: number) {
      const target = stats.requests + count;
      while (stats.requests < target) await new Promise((r) => setTimeout(r, 50));
    },
    async stop() {
      running = false;
      await Promise.all([...loops, ...streams]);
    },
  };
}

let stopLoad = async () => {};
afterAll(() => stopLoad());

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.99)] ?? 0;

describe('three gateways behind HAProxy', () => {
  it('a rolling restart fails no request; a SIGKILL fails at most what was in flight; no acknowledged write or mail is lost', async () => {
    const owner = { email: `rolling.${randomBytes(4).toString('hex')}@example.fr`, password: 'Motdepasse123' };
    expect((await api('POST', '/auth/register', { ...owner, firstName: 'Léa', lastName: 'Martin' })).status).toBe(201);
    const { token } = (await api('POST', '/auth/login', owner)).body;
    const list = (await api('POST', '/wishlists', { title: 'Liste' }, token)).body;
    expect((await api('PATCH', `/wishlists/${list.id}`, { visibility: 'public' }, token)).status).toBe(200);
    const itemIds: string[] = [];
    // 99 units each (the most an item takes): more than the load reserves
    for (let i = 0; i < 40; i++) {
      const item = await api('POST', `/wishlists/${list.id}/items`, { title: `Bodies ${i}`, quantity: 99 }, token);
      expect(item.status).toBe(201);
      itemIds.push(item.body.id);
    }

    const load = mixedLoad({ listId: list.id, itemIds, owner });
    stopLoad = () => load.stop();
    await load.after(40);
    for (const server of ['g1', 'g2', 'g3']) {
      const { port, replica } = gateways[server];
      const exited = new Promise<number | null>((resolve) => replica.process.once('exit', (code) => resolve(code)));
      replica.process.kill('SIGTERM');
      expect(await exited).toBe(0);
      await startGateway(server, port);
      await load.after(20);
    }
    const rolling = { requests: load.stats.requests, failures: [...load.stats.failures], p99: p99(load.stats.durations) };
    process.stdout.write(`rolling restart: ${JSON.stringify({ ...rolling, failures: rolling.failures.length })}\n`);
    expect(rolling.failures).toEqual([]);

    // a crash: only what g2 was answering may fail (the retries cover the connections refused after)
    gateways.g2.replica.process.kill('SIGKILL');
    await haproxy.until('g2', 'DOWN');
    await load.after(40);
    // a last change every live client must see, wherever it reconnected
    const seen = load.live.map((c) => c.events);
    expect(
      (
        await api('POST', `/wishlists/${list.id}/items/${itemIds[0]}/reserve`, {
          name: 'Zoé',
          email: `last.${randomBytes(3).toString('hex')}@example.fr`,
        })
      ).status,
    ).toBe(201);
    await eventually(
      () => load.live,
      (clients) => clients.every((c, i) => c.events > seen[i]),
      60_000,
    );
    await load.stop();
    const crash = load.stats.failures.slice(rolling.failures.length);
    process.stdout.write(`after the SIGKILL: ${JSON.stringify({ requests: load.stats.requests - rolling.requests, failures: crash })}\n`);
    expect(crash.length).toBeLessThanOrEqual(WORKERS_AT_ONCE);
    // every stream of a stopped gateway reconnected
    for (const client of load.live) expect(client.connections).toBeGreaterThan(1);

    const acknowledged = load.stats.acknowledged;
    expect(acknowledged.length).toBeGreaterThan(5);
    const stored = await sql<{ email: string }>(`select email from reservations where email = any($1)`, [acknowledged]);
    expect(stored.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    // a job the killed gateway held is handed back by the queue's sweep: allow it its minutes
    const delivered = () => peer.received.flatMap((m) => m.to);
    await eventually(delivered, (to) => acknowledged.every((a) => to.includes(a)), 240_000);
    // no job left for them (a job is deleted once its mail is sent): no later send can follow
    const jobsLeft = () =>
      sql(`select j.id from graphile_worker._private_jobs j join mail_outbox m on m.id::text = j.payload->>'id' where m."to" = any($1)`, [
        acknowledged,
      ]);
    // a job locked by the killed gateway whose mail it had sent is freed by the sweep too (a lock
    // older than 60 s, swept every minute): its rerun finds the row sent, or sends it again
    expect(await eventually(jobsLeft, (jobs) => jobs.length === 0, 240_000)).toEqual([]);
    // SMTP is at least once: the server may have taken a mail whose worker died before its row
    // said so. Every copy of a guest's mail is then the same message (the row's Message-ID), which
    // mailboxes keep once: each guest has exactly one distinct message
    const messages = (address: string) =>
      new Set(peer.received.filter((m) => m.to.includes(address)).map((m) => /^Message-ID: (<[^>]+>)/im.exec(m.raw)?.[1]));
    const notOne = acknowledged.filter((a) => messages(a).size !== 1 || messages(a).has(undefined));
    expect(notOne).toEqual([]);
    const copies = acknowledged.filter((a) => delivered().filter((t) => t === a).length > 1);
    process.stdout.write(`mails sent again after the SIGKILL: ${copies.length}\n`);
    // only what the killed gateway held can be sent again: its two job slots
    expect(copies.length).toBeLessThanOrEqual(2);
  }, 600_000);
});
