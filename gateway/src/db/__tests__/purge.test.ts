import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  // a shorter period than the default for one table: the variables are read
  server = await startTestServer({ MAIL_OUTBOX_RETENTION_DAYS: '3' });
});
afterAll(() => server.close());

const ago = (days: number) => `now() - interval '${days} days'`;

it('purges rows past their retention period from every table that only grows, and only those', async () => {
  const { user } = await signUp(server);
  const errorLog = (tag: string, days: number) =>
    server.sql(
      `insert into api_error_logs (id, url, method, status, version, error, date, referrer, os, device, browser)
       values (gen_random_uuid(), $1, 'GET', 404, 't', '{}', ${ago(days)}, '{}', '{}', '{}', '{}')`,
      [tag],
    );
  await errorLog('/old', 31);
  await errorLog('/recent', 29);
  const mail = (to: string, days: number) =>
    server.sql(`insert into mail_outbox (id, created_at, "to", subject, text) values (gen_random_uuid(), ${ago(days)}, $1, 's', 't')`, [
      to,
    ]);
  await mail('old@example.fr', 4);
  await mail('recent@example.fr', 2);
  const token = (hash: string, days: number) =>
    server.sql(
      `insert into password_reset_tokens (id, created_at, user_id, token_hash, expires_at)
       values (gen_random_uuid(), ${ago(days)}, $1, $2, ${ago(days)} + interval '1 hour')`,
      [user.id, hash],
    );
  await token('old'.padEnd(64, '0'), 8);
  await token('recent'.padEnd(64, '0'), 6);
  await server.sql(`insert into rate_limit_counters (key, count, expires_at) values ('ip:old', 3, ${ago(3)}), ('ip:recent', 3, ${ago(1)})`);

  // two replicas purging at the same moment: no error, no row counted twice
  const [a, b] = await Promise.all([server.purge.purge(), server.purge.purge()]);
  const sum = (table: string) => (a[table] ?? 0) + (b[table] ?? 0);
  expect({
    api_error_logs: sum('api_error_logs'),
    mail_outbox: sum('mail_outbox'),
    password_reset_tokens: sum('password_reset_tokens'),
    rate_limit_counters: sum('rate_limit_counters'),
  }).toEqual({ api_error_logs: 1, mail_outbox: 1, password_reset_tokens: 1, rate_limit_counters: 1 });

  expect((await server.sql(`select url from api_error_logs where url in ('/old', '/recent')`)).map((r) => r.url)).toEqual(['/recent']);
  expect((await server.sql(`select "to" from mail_outbox where "to" like '%@example.fr' and subject = 's'`)).map((r) => r.to)).toEqual([
    'recent@example.fr',
  ]);
  expect(
    (await server.sql(`select left(token_hash, 6) as t from password_reset_tokens where user_id = $1`, [user.id])).map((r) => r.t),
  ).toEqual(['recent']);
  expect(
    (await server.sql(`select key from rate_limit_counters where key like 'ip:%' and key in ('ip:old', 'ip:recent')`)).map((r) => r.key),
  ).toEqual(['ip:recent']);
  // a second run finds nothing left to delete
  expect(await server.purge.purge()).toEqual({});
});
