import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { captureLog } from '../../../../test/capture-log.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually } from './smtp-peer.js';

let server: TestServer;
const { log, lines } = captureLog('info');

beforeAll(async () => {
  // no SMTP_URL: the outbox and the log are the delivery
  server = await startTestServer({ WORKERS: 'true', LOG_LEVEL: 'info' }, { log });
});
afterAll(() => server.close());

it('without SMTP_URL a queued mail is delivered locally: a log line with its link, the row kept whole and marked sent', async () => {
  const { credentials } = await signUp(server);
  expect((await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } })).status).toBeLessThan(300);
  const [row] = await eventually(
    () => server.sql(`select * from mail_outbox where "to" = $1 and kind = 'resetPassword'`, [credentials.email]),
    (rows) => rows[0]?.status === 'sent',
  );
  expect(row).toMatchObject({
    status: 'sent',
    sent_at: expect.any(Date),
    link: expect.stringMatching(/\/app\/reset-password\/[\w-]{43}$/),
  });
  expect(row.text).toContain(row.link);
  expect(row.html).toContain(row.link);
  // a local user follows the link from the log
  const line = lines.find((l) => l.link === row.link);
  expect(line?.msg).toBe(`mail kept in the outbox (no SMTP_URL): ${row.link}`);
});
