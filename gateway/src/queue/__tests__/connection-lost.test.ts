import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { captureLog } from '../../../test/capture-log.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';
import { eventually } from '../../modules/mail/__tests__/smtp-peer.js';

let server: TestServer;
const { log, lines } = captureLog('debug');

beforeAll(async () => {
  server = await startTestServer({ WORKERS: 'true', LOG_LEVEL: 'debug' }, { log });
});
afterAll(() => server.close());

it('logs a queue connection cut by the server by code and message only, never the connection string, and keeps running', async () => {
  // the queue's listening connection, cut as a failover or a restart of PostgreSQL would
  const listener = () =>
    server.sql<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
  const [{ pid }] = await eventually(listener, (rows) => rows.length > 0);
  await server.sql('select pg_terminate_backend($1)', [pid]);

  const lost = await eventually(
    () => lines.filter((l) => l.msg === 'job queue connection lost'),
    (found) => found.length > 0,
  );
  expect(lost[0].error).toEqual({ code: '57P01', message: expect.stringMatching(/terminat/) });
  const url = new URL(server.databaseUrl);
  const logged = JSON.stringify(lines);
  for (const secret of [server.databaseUrl, `${url.username}:`, url.password || server.databaseUrl]) expect(logged).not.toContain(secret);
  // the workers listen again, and still deliver (without SMTP_URL the local delivery marks a mail sent)
  const [{ pid: again }] = await eventually(listener, (rows) => rows.length > 0 && rows[0].pid !== pid, 20_000);
  expect(again).not.toBe(pid);
  const { credentials } = await signUp(server);
  const sent = await eventually(
    () => server.sql(`select status from mail_outbox where "to" = $1`, [credentials.email]),
    (rows) => rows[0]?.status === 'sent',
  );
  expect(sent).toEqual([{ status: 'sent' }]);
});
