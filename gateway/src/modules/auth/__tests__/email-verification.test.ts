import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newUser, startTestServer, type TestServer } from '../../../../test/harness.js';
import { syncAdminList } from '../email-verification.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://cigogne.example', ADMIN_EMAILS: 'chef@example.fr, ancien@example.fr' });
});
afterAll(() => server.close());

/** The verification link mailed to `email` (the outbox is the delivery without SMTP_URL). */
async function verificationToken(email: string): Promise<string> {
  const [mail] = await server.sql(
    `select link, text from mail_outbox where "to" = $1 and link like '%/verify-email/%' order by created_at desc limit 1`,
    [email],
  );
  expect(mail.link).toMatch(/^https:\/\/cigogne\.example\/app\/verify-email\/[A-Za-z0-9_-]{43}$/);
  expect(mail.text).toContain(mail.link);
  return mail.link.split('/').pop();
}

async function registerAndLogin(overrides: Record<string, string> = {}) {
  const body = newUser(overrides);
  expect((await server.api('POST', '/auth/register', { body })).status).toBe(201);
  const login = await server.api('POST', '/auth/login', { body: { email: body.email, password: body.password } });
  return { body, token: login.body.token as string, user: login.body.user };
}
const verify = (token: string) => server.api('POST', '/auth/verify-email', { body: { token } });

describe('e-mail verification', () => {
  it('mails a link at registration; following it marks the address verified (REST and GraphQL me); single use', async () => {
    const { body, token } = await registerAndLogin();
    expect((await server.api('GET', '/auth/me', { token })).body.emailVerified).toBe(false);
    const link = await verificationToken(body.email);
    // stored hashed: the token itself is nowhere in the database
    expect(await server.sql('select 1 from email_verification_tokens where token_hash = $1', [link])).toHaveLength(0);
    const first = await verify(link);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true });
    expect((await server.api('GET', '/auth/me', { token })).body.emailVerified).toBe(true);
    expect((await server.gql('{ me { emailVerified } }', {}, token)).body.data.me.emailVerified).toBe(true);
    const again = await verify(link);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ type: 'invalidTokenException', errors: [{ path: 'token', message: 'validation.invalidToken' }] });
  });

  it('accepts a link once even when followed twice at the same moment', async () => {
    const { body } = await registerAndLogin();
    const link = await verificationToken(body.email);
    const answers = await Promise.all([verify(link), verify(link), verify(link)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an expired or unknown link with 400 invalidTokenException', async () => {
    const { body, token } = await registerAndLogin();
    const link = await verificationToken(body.email);
    await server.sql(
      `update email_verification_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)`,
      [body.email],
    );
    expect((await verify(link)).status).toBe(400);
    expect((await verify('A'.repeat(43))).body.type).toBe('invalidTokenException');
    expect((await server.api('GET', '/auth/me', { token })).body.emailVerified).toBe(false);
    const gql = await server.gql(`mutation V($input: VerifyEmailInput!) { verifyEmail(input: $input) }`, { input: { token: link } });
    expect(gql.body.errors[0].extensions.code).toBe('invalidTokenException');
  });

  it('sends the link again on request, 3 times an hour at most, only to the signed-in user and not once verified', async () => {
    const { body, token } = await registerAndLogin();
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.api('POST', '/auth/verify-email/resend', { token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const mails = await server.sql(`select 1 from mail_outbox where "to" = $1 and link like '%/verify-email/%'`, [body.email]);
    expect(mails).toHaveLength(4);
    expect((await server.api('POST', '/auth/verify-email/resend')).status).toBe(401);
    // any of the links sent proves the address
    expect((await verify(await verificationToken(body.email))).status).toBe(200);
    const gql = await server.gql('mutation { resendVerificationEmail }', {}, token);
    expect(gql.body.data).toEqual({ resendVerificationEmail: true });
    expect(await server.sql(`select 1 from mail_outbox where "to" = $1 and link like '%/verify-email/%'`, [body.email])).toHaveLength(4);
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants admin to a listed address only once it is verified', async () => {
    const { body, token } = await registerAndLogin({ email: 'chef@example.fr' });
    expect((await server.api('GET', '/auth/me', { token })).body).toMatchObject({ isAdmin: false, emailVerified: false });
    expect((await server.api('GET', '/admin/users', { token })).status).toBe(403);
    expect((await verify(await verificationToken(body.email))).status).toBe(200);
    expect((await server.api('GET', '/auth/me', { token })).body).toMatchObject({ isAdmin: true, emailVerified: true });
    expect((await server.api('GET', '/admin/users', { token })).status).toBe(200);
  });

  it('withdraws admin from an address taken off the list (at the next start), but keeps admins made by user:admin', async () => {
    const listed = await registerAndLogin({ email: 'ancien@example.fr' });
    await verify(await verificationToken(listed.body.email));
    const operator = await registerAndLogin();
    // what `npm run user:admin` does
    await server.sql('update users set is_admin = true, admin_by_list = false where id = $1', [operator.user.id]);
    expect((await server.api('GET', '/auth/me', { token: listed.token })).body.isAdmin).toBe(true);
    // a restart with ADMIN_EMAILS=chef@example.fr
    await syncAdminList(server.orm.em.fork(), ['chef@example.fr']);
    expect((await server.api('GET', '/auth/me', { token: listed.token })).body.isAdmin).toBe(false);
    expect((await server.api('GET', '/admin/users', { token: listed.token })).status).toBe(403);
    expect((await server.api('GET', '/auth/me', { token: operator.token })).body.isAdmin).toBe(true);
    // listed again: admin again at the next start, being verified
    await syncAdminList(server.orm.em.fork(), ['ancien@example.fr']);
    expect((await server.api('GET', '/auth/me', { token: listed.token })).body.isAdmin).toBe(true);
  });
});
