import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually, startSmtpPeer } from './smtp-peer.js';

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let server: TestServer;
const received = () => peer.received;

beforeAll(async () => {
  // a real SMTP peer on loopback
  peer = await startSmtpPeer();
  server = await startTestServer({
    WORKERS: 'true',
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    MAIL_FROM: 'Cigogne <bonjour@cigogne.example>',
  });
});
afterAll(async () => {
  await server.close();
  await peer.close();
});

/** The token at the end of the link in a received mail (quoted-printable may fold it: soft line breaks removed). */
const mailedToken = (raw: string, pattern: RegExp) => pattern.exec(raw.replace(/=\r?\n/g, ''))![1];

it('sends the reset link through SMTP_URL and marks the outbox row sent, keeping neither body nor link', async () => {
  const { credentials } = await signUp(server);
  const res = await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
  expect(res.status).toBe(200);
  // registration also mailed its verification link: keep the reset mail
  const resets = await eventually(
    () => received().filter((m) => m.raw.replace(/=\r?\n/g, '').includes('/reset-password/') && m.to.includes(credentials.email)),
    (r) => r.length > 0,
  );
  expect(resets).toHaveLength(1);
  expect(resets[0].to).toEqual([credentials.email]);
  expect(resets[0].raw).toMatch(/From: Cigogne <bonjour@cigogne\.example>/);
  const token = mailedToken(resets[0].raw, /\/reset-password\/([A-Za-z0-9_-]{20,})/);
  // the verification mail of the registration, then the reset mail: both delivered, both scrubbed
  const rows = await eventually(
    () => server.sql(`select * from mail_outbox where "to" = $1`, [credentials.email]),
    (r) => r.length === 2 && r.every((row) => row.status === 'sent'),
  );
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row).toMatchObject({ to: credentials.email, link: null, text: '', sent_at: expect.any(Date) });
  expect(JSON.stringify(await server.sql(`select * from mail_outbox`))).not.toContain(token);
});

it("keeps no guest's cancel link once the reservation mail is delivered", async () => {
  const owner = await signUp(server);
  const list = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Liste de Jade' } });
  await server.api('PATCH', `/wishlists/${list.body.id}`, { token: owner.token, body: { visibility: 'public' } });
  const item = await server.api('POST', `/wishlists/${list.body.id}/items`, { token: owner.token, body: { title: 'Poussette' } });
  const email = `invite.${Date.now()}@example.fr`;
  const reserved = await server.api('POST', `/wishlists/${list.body.id}/items/${item.body.id}/reserve`, { body: { name: 'Jo', email } });
  expect(reserved.status).toBe(201);
  const mail = (await eventually(
    () => received().find((m) => m.to.includes(email)),
    (m) => m !== undefined,
  ))!;
  const token = mailedToken(mail.raw, /\/items\/([A-Za-z0-9_-]{43})\/cancel/);
  const [row] = await eventually(
    () => server.sql(`select * from mail_outbox where "to" = $1`, [email]),
    (r) => r[0]?.status === 'sent',
  );
  expect(row).toMatchObject({ link: null, text: '', sent_at: expect.any(Date) });
  expect(JSON.stringify(await server.sql(`select * from mail_outbox`))).not.toContain(token);
  // the token still works: it lives in the guest's mailbox only
  expect((await server.api('GET', `/wishlists/${list.body.id}/items/${token}/reservation`)).status).toBe(200);
});
