import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest, ownerWithItem } from '../../wishlists/__tests__/fixtures.js';
import { unlockStaleJobs } from '../../../queue/queue.js';
import net from 'node:net';
import { eventually, startSmtpPeer } from './smtp-peer.js';

let server: TestServer;
let smtpPort: number;
/** Holds SMTP_URL's port while the SMTP server is down: it hangs up on every connection (no other process can take the port meanwhile). */
let down: net.Server;

beforeAll(async () => {
  down = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
  smtpPort = (down.address() as net.AddressInfo).port;
  server = await startTestServer({ WORKERS: 'true', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});
afterAll(async () => {
  down.close();
  await server.close();
});

it('answers a reservation at once while SMTP is down, retries, and delivers the mail once when SMTP is back', async () => {
  const { wishlistId, itemId } = await ownerWithItem(server);
  const body = guest();
  const reserved = await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body });
  // answered while SMTP is down, its mail left to the outbox below (the request's latency with
  // SMTP up and down is compared by `npm run bench:mail -w gateway`)
  expect(reserved.status).toBe(201);

  // the first attempt failed: the row says so, without the link anywhere in it
  const [failed] = await eventually(
    () => server.sql(`select * from mail_outbox where "to" = $1`, [body.email]),
    (rows) => rows[0]?.status === 'retrying',
  );
  expect(failed).toMatchObject({ status: 'retrying', attempts: expect.any(Number), last_error: expect.any(String) });
  expect(failed.attempts).toBeGreaterThanOrEqual(1);
  const token = /\/items\/([A-Za-z0-9_-]{43})\/cancel/.exec(failed.link)![1];
  expect(failed.last_error).not.toContain(token);

  // the SMTP server comes back on its port: the retry (first one within seconds) delivers it
  await new Promise((resolve) => down.close(resolve));
  const peer = await startSmtpPeer(smtpPort);
  try {
    const mails = await eventually(
      () => peer.received.filter((m) => m.to.includes(body.email)),
      (m) => m.length > 0,
      40_000,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].raw.replace(/=\r?\n/g, '')).toContain(token);
    const [sent] = await eventually(
      () => server.sql(`select * from mail_outbox where "to" = $1`, [body.email]),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', link: null, text: '', html: null, sent_at: expect.any(Date) });
    // the row's own Message-ID, the same on every attempt: a mailbox drops a copy sent again after a crash
    expect(mails[0].raw).toMatch(new RegExp(`^Message-ID: <${sent.id}@cigogne\\.local>\\r?$`, 'im'));
    // no job left for it (a job is deleted once its mail is sent), so no second delivery can follow
    const jobs = await eventually(
      () => server.sql(`select * from graphile_worker._private_jobs where payload->>'id' = $1`, [sent.id]),
      (rows) => rows.length === 0,
    );
    expect(jobs).toEqual([]);
    expect(peer.received.filter((m) => m.to.includes(body.email))).toHaveLength(1);
  } finally {
    await peer.close();
  }
}, 60_000);

it('queues no mail for a reservation that rolls back, and no reservation either', async () => {
  const { owner, wishlistId, itemId } = await ownerWithItem(server);
  // the owner's notice is the last write of a reservation: make it fail in the database
  await server.sql(`create or replace function refuse_mail() returns trigger language plpgsql as $$
    begin if new."to" = '${owner.credentials.email}' then raise exception 'refused'; end if; return new; end $$`);
  await server.sql(`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`);
  try {
    const body = guest();
    const reserved = await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body });
    expect(reserved.status).toBe(500);
    expect(await server.sql(`select * from reservations where item_id = $1`, [itemId])).toEqual([]);
    expect(await server.sql(`select * from mail_outbox where "to" = $1`, [body.email])).toEqual([]);
    // the item is still free
    const item = await server.api('GET', `/wishlists/${wishlistId}`);
    expect(item.status).toBe(200);
    expect(JSON.stringify(item.body)).not.toContain(body.name);
  } finally {
    await server.sql(`drop trigger refuse_mail on mail_outbox`);
  }
});

it("hands a mail job back to the queue once its worker's lock is older than any attempt (a worker killed mid-job), not before", async () => {
  const add = async () =>
    (
      await server.sql(
        `select id from graphile_worker.add_job('mail_deliver', json_build_object('id', gen_random_uuid()), run_at => now() + interval '1 hour')`,
      )
    )[0].id;
  const dead = await add();
  const busy = await add();
  await server.sql(`update graphile_worker._private_jobs set locked_by = 'dead', locked_at = now() - interval '2 minutes' where id = $1`, [
    dead,
  ]);
  await server.sql(`update graphile_worker._private_jobs set locked_by = 'busy', locked_at = now() - interval '10 seconds' where id = $1`, [
    busy,
  ]);
  expect(await unlockStaleJobs(server.orm.em.fork(), 'mail_deliver', 60)).toBe(1);
  const jobs = await server.sql(
    `select id, locked_by from graphile_worker._private_jobs where id = any($1) order by locked_by nulls first`,
    [[dead, busy]],
  );
  expect(jobs).toEqual([
    { id: dead, locked_by: null },
    { id: busy, locked_by: 'busy' },
  ]);
});
