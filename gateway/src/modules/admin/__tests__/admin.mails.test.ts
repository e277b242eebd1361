import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUp(server, { firstName: 'Ada', lastName: 'Admin' });
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  adminToken = admin.token;
});
afterAll(() => server.close());

const TOKEN = 'A'.repeat(43);

/** An outbox row as the queue leaves it, `minutesAgo` old (newest first in the list). */
async function mail(row: { to: string; status: string; minutesAgo: number; attempts?: number; lastError?: string | null; kind?: string }) {
  const id = randomUUID();
  await server.sql(
    `insert into mail_outbox (id, "to", subject, text, html, link, kind, language, status, attempts, last_error, created_at, sent_at)
     values ($1, $2, 'Sujet', 'Corps avec le lien', '<p>Corps</p>', $3, $4, 'fr', $5, $6, $7, now() + make_interval(mins => $8), $9)`,
    [
      id,
      row.to,
      `http://localhost/app/reset-password/${TOKEN}`,
      row.kind ?? 'resetPassword',
      row.status,
      row.attempts ?? 0,
      row.lastError ?? null,
      // in the future: newer than the admin's own verification mail, so these rows lead the list
      1000 - row.minutesAgo,
      row.status === 'sent' ? new Date() : null,
    ],
  );
  return id;
}
const jobsFor = (id: string) => server.sql(`select id from graphile_worker._private_jobs where payload->>'id' = $1`, [id]);
const get = (route: string) => server.api('GET', route, { token: adminToken });
const retry = (id: string, on = server) => on.api('POST', `/admin/mails/${id}/retry`, { token: adminToken });

describe('GET /api/admin/mails', () => {
  it('lists the newest first with the recipient masked, kind, language, status, attempts, redacted error and dates; never an address, body or link', async () => {
    const sent = await mail({ to: 'camille.durand@example.fr', status: 'sent', minutesAgo: 3 });
    const retrying = await mail({
      to: 'bob@mail.example.com',
      status: 'retrying',
      minutesAgo: 2,
      attempts: 3,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      kind: 'guestReserved',
    });
    const failed = await mail({
      to: 'zoe@example.org',
      status: 'failed',
      minutesAgo: 1,
      attempts: 1,
      lastError: '550 [redacted]: unknown',
    });

    const res = await get('/admin/mails?pageSize=3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 3, status: null, total: expect.any(Number) });
    expect(res.body.items).toEqual([
      {
        id: failed,
        recipient: 'z•••@e•••.org',
        kind: 'resetPassword',
        language: 'fr',
        status: 'failed',
        attempts: 1,
        lastError: '550 [redacted]: unknown',
        createdAt: expect.any(String),
        sentAt: null,
      },
      expect.objectContaining({
        id: retrying,
        recipient: 'b•••@m•••.com',
        status: 'retrying',
        attempts: 3,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      }),
      expect.objectContaining({ id: sent, recipient: 'c•••@e•••.fr', status: 'sent', sentAt: expect.any(String) }),
    ]);
    const text = JSON.stringify(res.body);
    for (const secret of ['camille.durand', 'bob@', 'zoe@', TOKEN, 'Corps', 'reset-password']) expect(text).not.toContain(secret);

    const second = await get('/admin/mails?pageSize=1&page=2');
    expect(second.body.items.map((m: { id: string }) => m.id)).toEqual([retrying]);
  });

  it('filters by status on the server, and refuses an unknown status or page with 422', async () => {
    const failed = await mail({ to: 'filtre@example.fr', status: 'failed', minutesAgo: 0 });
    const res = await get('/admin/mails?status=failed&pageSize=100');
    expect(res.body.status).toBe('failed');
    expect(res.body.items.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect(res.body.items.map((m: { id: string }) => m.id)).toContain(failed);
    expect(res.body.total).toBe(res.body.items.length);
    expect(await get('/admin/mails?status=lost')).toMatchObject({
      status: 422,
      body: { type: 'invalidForm', errors: [{ path: 'status', message: 'validation.oneOf' }] },
    });
    expect((await get('/admin/mails?page=0')).status).toBe(422);
  });

  it('answers the same over GraphQL', async () => {
    const failed = await mail({ to: 'graphql@example.fr', status: 'failed', minutesAgo: -1, kind: 'coOwnerInvitation' });
    const res = await server.gql(
      `query ($status: MailStatus) { adminMails(status: $status, pageSize: 1) { total items { id recipient status kind mailKind } } }`,
      { status: 'failed' },
      adminToken,
    );
    expect(res.body.data.adminMails.items).toEqual([
      { id: failed, recipient: 'g•••@e•••.fr', status: 'failed', kind: 'coOwnerInvitation', mailKind: 'coOwnerInvitation' },
    ]);
  });

  it('gives a kind it no longer sends as a null mailKind over GraphQL, never an error', async () => {
    const old = await mail({ to: 'ancien@example.fr', status: 'sent', minutesAgo: -2, kind: 'retiredKind' });
    const res = await server.gql(`query { adminMails(pageSize: 1) { items { id kind mailKind } } }`, {}, adminToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminMails.items).toEqual([{ id: old, kind: 'retiredKind', mailKind: null }]);
  });
});

describe('POST /api/admin/mails/:id/retry', () => {
  it('queues a failed mail again (status and one job, on one transaction); anything else is a 4xx in the error shape', async () => {
    const failed = await mail({ to: 'relance@example.fr', status: 'failed', minutesAgo: 0, attempts: 5 });
    const res = await retry(failed);
    expect(res).toMatchObject({ status: 200, body: { id: failed, status: 'queued', recipient: 'r•••@e•••.fr', attempts: 5 } });
    expect(await jobsFor(failed)).toHaveLength(1);

    // now queued: not failed any more
    expect(await retry(failed)).toMatchObject({ status: 409, body: { type: 'mailNotFailed', errors: [] } });
    for (const status of ['sent', 'retrying'])
      expect(await retry(await mail({ to: 'x@example.fr', status, minutesAgo: 0 }))).toMatchObject({
        status: 409,
        body: { type: 'mailNotFailed' },
      });
    expect(await retry(randomUUID())).toMatchObject({ status: 404, body: { type: 'notFound', errors: [] } });
    expect((await retry('not-an-id')).status).toBe(404);
    expect(await jobsFor(failed)).toHaveLength(1);

    const again = await server.gql(`mutation ($id: ID!) { retryMail(id: $id) { status } }`, { id: failed }, adminToken);
    expect(again.body.errors[0].extensions).toMatchObject({ code: 'mailNotFailed', status: 409 });
  });

  it('queues a mail once when retries arrive at once, on two gateways of one database', async () => {
    // a second gateway (its own app, ORM and pool) sharing the database and the token secret, as a replica does
    const other = await startTestServer({ JWT_SECRET: server.config.jwtSecret }, { databaseUrl: server.databaseUrl });
    try {
      const failed = await mail({ to: 'ensemble@example.fr', status: 'failed', minutesAgo: 0 });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => retry(failed, i % 2 ? other : server)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.body.type === 'mailNotFailed')).toHaveLength(9);
      expect(await jobsFor(failed)).toHaveLength(1);
      expect(await server.sql(`select status from mail_outbox where id = $1`, [failed])).toEqual([{ status: 'queued' }]);
    } finally {
      await other.close();
    }
  });
});
