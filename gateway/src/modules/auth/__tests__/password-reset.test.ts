import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://cigogne.example' });
});
afterAll(() => server.close());

/** The reset link mailed to `email` (the outbox is the delivery without SMTP_URL). */
async function lastResetToken(email: string): Promise<string> {
  const [mail] = await server.sql(
    `select link, text, subject from mail_outbox where "to" = $1 and link like '%/reset-password/%' order by created_at desc limit 1`,
    [email],
  );
  expect(mail.link).toMatch(/^https:\/\/cigogne\.example\/app\/reset-password\/[A-Za-z0-9_-]{43}$/);
  expect(mail.text).toContain(mail.link);
  return mail.link.split('/').pop();
}

describe('forgot and reset password', () => {
  it('answers the same neutral success whether or not the account exists, and mails only a real account', async () => {
    const { credentials } = await signUp(server);
    const known = await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const unknown = await server.api('POST', '/auth/forgot-password', { body: { email: 'ghost@example.fr' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(
      await server.sql(`select 1 from mail_outbox where "to" = $1 and link like '%/reset-password/%'`, [credentials.email]),
    ).toHaveLength(1);
    expect(await server.sql(`select 1 from mail_outbox where "to" = 'ghost@example.fr'`)).toHaveLength(0);
    const [mail] = await server.sql(`select subject from mail_outbox where "to" = $1 and link like '%/reset-password/%'`, [
      credentials.email,
    ]);
    expect(mail.subject).toBe('Cigogne : réinitialisez votre mot de passe');
  });

  it('stores only a hash of the token', async () => {
    const { credentials } = await signUp(server);
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const token = await lastResetToken(credentials.email);
    expect(await server.sql('select 1 from password_reset_tokens where token_hash = $1', [token])).toHaveLength(0);
  });

  it('sets the new password once: the old one and a second use of the link fail', async () => {
    const { credentials } = await signUp(server);
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const token = await lastResetToken(credentials.email);
    const reset = await server.api('POST', '/auth/reset-password', { body: { token, password: 'NouveauMdp2027' } });
    expect(reset.status).toBe(200);
    expect((await server.api('POST', '/auth/login', { body: { email: credentials.email, password: 'NouveauMdp2027' } })).status).toBe(200);
    expect((await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } })).status).toBe(
      401,
    );
    const reuse = await server.api('POST', '/auth/reset-password', { body: { token, password: 'EncoreUn2028' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.type).toBe('invalidTokenException');
  });

  it('refuses a link older than one hour', async () => {
    const { credentials } = await signUp(server);
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const token = await lastResetToken(credentials.email);
    await server.sql(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const res = await server.api('POST', '/auth/reset-password', { body: { token, password: 'NouveauMdp2027' } });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('invalidTokenException');
    expect((await server.api('POST', '/auth/login', { body: { email: credentials.email, password: credentials.password } })).status).toBe(
      200,
    );
  });

  it('refuses an unknown token and a weak password, changing nothing', async () => {
    const unknown = await server.api('POST', '/auth/reset-password', { body: { token: 'x'.repeat(43), password: 'NouveauMdp2027' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.type).toBe('invalidTokenException');
    const { credentials } = await signUp(server);
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const token = await lastResetToken(credentials.email);
    const weak = await server.api('POST', '/auth/reset-password', { body: { token, password: 'weak' } });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual([{ path: 'password', message: 'validation.passwordTooShort' }]);
    // the link still works after the refused attempt
    expect((await server.api('POST', '/auth/reset-password', { body: { token, password: 'NouveauMdp2027' } })).status).toBe(200);
  });

  it('a used link kills the other pending links of the same user', async () => {
    const { credentials } = await signUp(server);
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const first = await lastResetToken(credentials.email);
    await new Promise((r) => setTimeout(r, 5));
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const second = await lastResetToken(credentials.email);
    expect(second).not.toBe(first);
    expect((await server.api('POST', '/auth/reset-password', { body: { token: second, password: 'NouveauMdp2027' } })).status).toBe(200);
    expect((await server.api('POST', '/auth/reset-password', { body: { token: first, password: 'AutreMdp2027' } })).status).toBe(400);
  });

  it('lets exactly one of several simultaneous uses of a link succeed; the others get invalidTokenException', async () => {
    const { credentials } = await signUp(server);
    await server.api('POST', '/auth/forgot-password', { body: { email: credentials.email } });
    const token = await lastResetToken(credentials.email);
    const passwords = ['Premier2027a', 'Second2027b', 'Troisieme2027c', 'Quatrieme2027d'];
    const answers = await Promise.all(
      passwords.map((password) => server.api('POST', '/auth/reset-password', { body: { token, password } })),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(loser.status).toBe(400);
      expect(loser.body.type).toBe('invalidTokenException');
    }
    // the password in force is the winner's, and only it
    const logins = await Promise.all(
      passwords.map((password) => server.api('POST', '/auth/login', { body: { email: credentials.email, password } })),
    );
    expect(logins.map((l) => l.status)).toEqual(answers.map((a) => (a.status === 200 ? 200 : 401)));
  });

  it('validates the forgot-password email', async () => {
    const res = await server.api('POST', '/auth/forgot-password', { body: { email: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'email', message: 'validation.email' }]);
  });
});
