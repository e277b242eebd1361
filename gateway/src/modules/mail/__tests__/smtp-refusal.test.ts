import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { captureLog } from '../../../../test/capture-log.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guest, ownerWithItem } from '../../wishlists/__tests__/fixtures.js';
import { eventually } from './smtp-peer.js';

let server: TestServer;
let smtp: SMTPServer;
const { log, lines } = captureLog('debug');

beforeAll(async () => {
  // a real SMTP peer that refuses some recipients for good, quoting the address as real servers do
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith('refuse')) return callback();
      const refusal = Object.assign(
        new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown in ${address.address}`),
        {
          responseCode: 550,
        },
      );
      callback(refusal);
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ WORKERS: 'true', SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'debug' }, { log });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('a recipient refused with a message quoting the address: the mail is failed at once, and neither the log, the stored error nor the admin API carries the address or the link', async () => {
  const { wishlistId, itemId } = await ownerWithItem(server);
  const body = guest({ email: `refuse.${Date.now()}@example.fr` });
  expect((await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body })).status).toBe(201);

  const [row] = await eventually(
    () => server.sql(`select * from mail_outbox where "to" = $1`, [body.email]),
    (rows) => rows[0]?.status === 'failed',
  );
  // a permanent refusal (5xx) is not retried for a day: failed on the first attempt, for an operator to see
  expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  const token = /\/items\/([A-Za-z0-9_-]{43})\/cancel/.exec(row.link)![1];
  expect(row.last_error).toMatch(/550/);
  expect(row.last_error).toMatch(/Recipient address rejected/);
  const local = body.email.split('@')[0];
  for (const secret of [local, token]) expect(row.last_error).not.toContain(secret);

  const logged = JSON.stringify(lines);
  expect(logged).toMatch(/mail failed: the SMTP server refused it/);
  for (const secret of [local, token]) expect(logged).not.toContain(secret);

  const admin = await signUp(server);
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  const rest = await server.api('GET', '/admin/mails?status=failed', { token: admin.token });
  const listed = rest.body.items.find((m: { id: string }) => m.id === row.id);
  expect(listed).toMatchObject({ recipient: 'r•••@e•••.fr', status: 'failed', attempts: 1, lastError: row.last_error });
  const gql = await server.gql(`{ adminMails(status: failed) { items { id recipient lastError } } }`, {}, admin.token);
  for (const answer of [rest.body, gql.body]) for (const secret of [local, token]) expect(JSON.stringify(answer)).not.toContain(secret);
});
