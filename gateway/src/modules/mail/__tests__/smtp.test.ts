import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let server: TestServer;

beforeAll(async () => {
  // a real SMTP peer on loopback
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cigogne <bonjour@cigogne.example>' });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the reset link through SMTP_URL and marks the outbox row sent', async () => {
  const { credentials } = await signUp(server);
  const res = await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
  expect(res.status).toBe(200);
  // registration also mailed its verification link: keep the reset mail
  const resets = received.filter((m) => m.raw.replace(/=\r?\n/g, '').includes('/reset-password/'));
  expect(resets).toHaveLength(1);
  expect(resets[0].to).toEqual([credentials.email]);
  expect(resets[0].raw).toMatch(/From: Cigogne <bonjour@cigogne\.example>/);
  const [row] = await server.sql(`select link, sent_at from mail_outbox where "to" = $1 and link like '%/reset-password/%'`, [
    credentials.email,
  ]);
  expect(row.sent_at).not.toBeNull();
  // quoted-printable may fold the link: compare without soft line breaks
  expect(resets[0].raw.replace(/=\r?\n/g, '')).toContain(row.link.split('/').pop());
});
