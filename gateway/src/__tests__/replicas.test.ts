import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eventually, freePort, startSmtpPeer } from '../modules/mail/__tests__/smtp-peer.js';
import { freshDatabase } from '../../test/fresh-database.js';
import { spawnReplica, type Replica } from '../../test/replica.js';

/**
 * Two real gateway processes on one fresh PostgreSQL database, started at the same moment: they
 * share nothing else (no memory, no timers), as two replicas behind a load balancer.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let databaseUrl: string;
let smtpPort: number;
let a: Replica;
let b: Replica;

async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query(text, params as any[])).rows;
  } finally {
    await c.end();
  }
}
async function api(replica: Replica, method: string, route: string, options: { body?: unknown; token?: string } = {}) {
  const res = await fetch(`${replica.url}/api${route}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
const user = () => ({
  email: `replica.${randomBytes(5).toString('hex')}@example.fr`,
  password: 'Motdepasse123',
  firstName: 'Léa',
  lastName: 'Martin',
});

/**
 * An owner's public list of one item, set up across both replicas, then `guests` guests reserving it
 * at the same moment, alternately on each: their answers.
 */
async function guestsOnBoth(item: object, guests: number) {
  const owner = user();
  await api(a, 'POST', '/auth/register', { body: owner });
  const { token } = (await api(b, 'POST', '/auth/login', { body: { email: owner.email, password: owner.password } })).body;
  const list = await api(a, 'POST', '/wishlists', { token, body: { title: 'Liste' } });
  await api(b, 'PATCH', `/wishlists/${list.body.id}`, { token, body: { visibility: 'public' } });
  const created = await api(a, 'POST', `/wishlists/${list.body.id}/items`, { token, body: item });
  const answers = await Promise.all(
    Array.from({ length: guests }, (_, i) =>
      api(i % 2 ? a : b, 'POST', `/wishlists/${list.body.id}/items/${created.body.id}/reserve`, {
        body: { name: 'Jo', email: `guest.${i}.${randomBytes(3).toString('hex')}@example.fr` },
      }),
    ),
  );
  return { itemId: created.body.id as string, answers };
}

beforeAll(async () => {
  // a fresh, empty database: both replicas find every migration pending
  database = await freshDatabase('replicas');
  databaseUrl = database.url;
  smtpPort = await freePort(); // SMTP is down until a test starts the peer
  const [portA, portB] = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'replicas-share-this-secret-of-at-least-32-chars',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOGIN_LIMIT_PER_EMAIL: '3',
    RESERVE_LIMIT_PER_IP: '100000',
    REGISTER_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '100000',
  };
  a = spawnReplica(portA, env);
  b = spawnReplica(portB, env);
  await Promise.all([a.ready(), b.ready()]);
}, 180_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
}, 60_000);

describe('two gateways on one database', () => {
  it('both came up on the fresh database, having run each migration once', async () => {
    const applied = await sql(`select name, count(*)::int as n from mikro_orm_migrations group by name`);
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((m) => m.n === 1)).toBe(true);
  });

  it('a session opened on one works on the other, and a logout on one ends it on the other', async () => {
    const body = user();
    expect((await api(a, 'POST', '/auth/register', { body })).status).toBe(201);
    const login = await api(a, 'POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    const token = login.body.token;
    expect((await api(b, 'GET', '/auth/me', { token })).status).toBe(200);
    expect((await api(a, 'POST', '/auth/logout', { token })).status).toBe(200);
    expect((await api(b, 'GET', '/auth/me', { token })).status).toBe(401);
  });

  it('holds the login limit with the attempts split across both', async () => {
    const body = user();
    await api(b, 'POST', '/auth/register', { body });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api(i % 2 ? a : b, 'POST', '/auth/login', { body: { email: body.email, password: 'Mauvais12345' } }),
      ),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('reserves an item once when guests reserve it on both at the same moment', async () => {
    const { itemId, answers } = await guestsOnBoth({ title: 'Poussette' }, 6);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await sql(`select 1 from reservations where item_id = $1`, [itemId])).toHaveLength(1);
  });

  it('20 guests taking one unit each of a 6-unit item, split across both at the same moment: exactly 6 take one', async () => {
    const { itemId, answers } = await guestsOnBoth({ title: 'Bodies', quantity: 6 }, 20);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(6);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(14);
    expect(await sql(`select sum(quantity)::int as units from reservations where item_id = $1`, [itemId])).toEqual([{ units: 6 }]);
  });

  it('delivers the mail of a replica killed right after answering, once SMTP is back, and every queued mail once', async () => {
    // mails of the earlier tests have been retried a few times already: their next try may be minutes away
    const since = new Date();
    const owner = user();
    await api(b, 'POST', '/auth/register', { body: owner });
    const { token } = (await api(b, 'POST', '/auth/login', { body: { email: owner.email, password: owner.password } })).body;
    const list = await api(b, 'POST', '/wishlists', { token, body: { title: 'Liste' } });
    await api(b, 'PATCH', `/wishlists/${list.body.id}`, { token, body: { visibility: 'public' } });
    const item = await api(b, 'POST', `/wishlists/${list.body.id}/items`, { token, body: { title: 'Gigoteuse' } });
    const guest = `killed.${randomBytes(3).toString('hex')}@example.fr`;
    const reserved = await api(a, 'POST', `/wishlists/${list.body.id}/items/${item.body.id}/reserve`, {
      body: { name: 'Jo', email: guest },
    });
    expect(reserved.status).toBe(201);
    await a.stop('SIGKILL');

    const peer = await startSmtpPeer(smtpPort);
    try {
      const expected = (await sql<{ to: string }>(`select "to" from mail_outbox where created_at >= $1`, [since])).map((m) => m.to);
      // the guest's mail, the owner's notice and the owner's verification mail
      expect(expected).toContain(guest);
      expect(expected).toHaveLength(3);
      // B's worker retries them (the first retries come within seconds); a job A's worker held
      // when it was killed is handed back by the scheduled sweep (a minute or two)
      const rows = await eventually(
        () => sql(`select "to", status from mail_outbox where created_at >= $1`, [since]),
        (r) => r.every((m) => m.status === 'sent'),
        200_000,
      );
      expect(rows.map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
      // no job left for them (a job is deleted once its mail is sent): no later send can follow
      const jobsLeft = () =>
        sql(
          `select j.id from graphile_worker._private_jobs j join mail_outbox m on m.id::text = j.payload->>'id' where m.created_at >= $1`,
          [since],
        );
      expect(await eventually(jobsLeft, (jobs) => jobs.length === 0, 60_000)).toEqual([]);
      const delivered = peer.received.flatMap((m) => m.to);
      expect(delivered.filter((d) => expected.includes(d)).sort()).toEqual([...expected].sort());
      // and no mail of any test went out twice
      expect(new Set(peer.received.map((m) => m.raw)).size).toBe(peer.received.length);
    } finally {
      await peer.close();
    }
  }, 260_000);
});
