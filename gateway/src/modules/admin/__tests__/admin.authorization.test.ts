import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
let userToken: string;
let adminToken: string;
let contactId: string;
let mailId: string;

beforeAll(async () => {
  server = await startTestServer();
  const plain = await signUp(server, { firstName: 'Paul', lastName: 'Simple' });
  userToken = plain.token;
  const admin = await signUp(server, { firstName: 'Ada', lastName: 'Admin' });
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  adminToken = admin.token;
  const sent = await server.api('POST', '/contact', {
    token: plain.token,
    body: { subject: 'Secret', message: 'Mon numéro est le 06 12 34 56 78' },
  });
  contactId = sent.body.id;
  // a failed mail to the plain user: the retry an admin may make once
  [{ id: mailId }] = await server.sql(`select id from mail_outbox where "to" = $1 limit 1`, [plain.credentials.email]);
  await server.sql(`update mail_outbox set status = 'failed', last_error = 'refused' where id = $1`, [mailId]);
  // its delivery job ended when it failed (no workers run here: the job is still waiting)
  await server.sql(`delete from graphile_worker._private_jobs where payload->>'id' = $1`, [mailId]);
});
afterAll(() => server.close());

const rest = () =>
  [
    ['GET', '/admin/users'],
    ['GET', '/admin/wishlists'],
    ['GET', '/admin/predictions'],
    ['GET', '/admin/logs/error/api?status=404'],
    ['GET', '/admin/contacts'],
    ['GET', `/admin/contacts/${contactId}`],
    ['POST', `/admin/contacts/${contactId}/reply`, { answer: 'Bonjour' }],
    ['POST', `/admin/contacts/${contactId}/close`],
    ['GET', '/admin/mails?status=failed'],
    ['POST', `/admin/mails/${mailId}/retry`],
  ] as const;

const graphql = () =>
  [
    ['adminUsers', '{ adminUsers { total items { email } } }'],
    ['adminWishlists', '{ adminWishlists { total items { title } } }'],
    ['adminPredictions', '{ adminPredictions { total items { firstName } } }'],
    ['adminErrorLogs', '{ adminErrorLogs(status: 404) { total statuses items { url } } }'],
    ['adminContacts', '{ adminContacts { total items { email message } } }'],
    ['adminContact', `{ adminContact(id: "${contactId}") { request { email message } actions { actorName } } }`],
    ['replyToContact', `mutation { replyToContact(id: "${contactId}", input: { answer: "Bonjour" }) { status } }`],
    ['closeContact', `mutation { closeContact(id: "${contactId}") { status } }`],
    ['adminMails', '{ adminMails(status: failed) { total items { recipient lastError } } }'],
    ['retryMail', `mutation { retryMail(id: "${mailId}") { status } }`],
  ] as const;

describe('the admin area refuses everyone but admins (REST)', () => {
  it('answers 401 unauthorized signed out and 403 forbidden to a plain user, with no data, on every route', async () => {
    for (const [method, route, body] of rest()) {
      const visitor = await server.api(method, route, { body });
      expect([route, visitor.status, visitor.body]).toEqual([route, 401, { type: 'unauthorized', errors: [] }]);
      const user = await server.api(method, route, { body, token: userToken });
      expect([route, user.status, user.body]).toEqual([route, 403, { type: 'forbidden', errors: [] }]);
    }
    // nothing changed: the request is still pending, with no operator action
    const [row] = await server.sql('select status from contact_requests where id = $1', [contactId]);
    expect(row.status).toBe('pending');
    expect(await server.sql('select 1 from contact_request_actions')).toHaveLength(0);
    // nor was the failed mail queued again
    expect(await server.sql('select status from mail_outbox where id = $1', [mailId])).toEqual([{ status: 'failed' }]);
    expect(await server.sql(`select 1 from graphile_worker._private_jobs where payload->>'id' = $1`, [mailId])).toHaveLength(0);
    expect(
      await server.sql(`select 1 from mail_outbox where text like $1 and coalesce(link, '') not like '%/verify-email/%'`, ['%Bonjour%']),
    ).toHaveLength(0);
  });

  it('answers an admin on every route', async () => {
    for (const [method, route, body] of rest()) {
      const res = await server.api(method, route, { body, token: adminToken });
      expect([route, res.status]).toEqual([route, 200]);
    }
  });

  it('refuses a token whose admin right was revoked since it was issued', async () => {
    const admin = await signUp(server);
    await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
    expect((await server.api('GET', '/admin/users', { token: admin.token })).status).toBe(200);
    await server.sql('update users set is_admin = false where id = $1', [admin.user.id]);
    expect((await server.api('GET', '/admin/users', { token: admin.token })).status).toBe(403);
  });
});

describe('the admin area refuses everyone but admins (GraphQL)', () => {
  it('gives unauthorized signed out and forbidden to a plain user, with no data, for every operation', async () => {
    for (const [name, query] of graphql()) {
      for (const [token, code] of [
        [undefined, 'unauthorized'],
        [userToken, 'forbidden'],
      ] as const) {
        const res = await server.gql(query, {}, token);
        expect([name, res.body.errors?.[0]?.extensions?.code, res.body.data ?? null]).toEqual([name, code, null]);
        expect(JSON.stringify(res.body)).not.toContain('06 12 34 56 78');
      }
    }
  });

  it('answers an admin for every operation', async () => {
    // the REST test above retried it already
    await server.sql(`update mail_outbox set status = 'failed' where id = $1`, [mailId]);
    for (const [name, query] of graphql()) {
      const res = await server.gql(query, {}, adminToken);
      expect([name, res.body.errors]).toEqual([name, undefined]);
    }
  });
});
