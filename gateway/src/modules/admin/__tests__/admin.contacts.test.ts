import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUp(server, { firstName: 'Ada', lastName: 'Lovelace' });
  await server.sql('update users set is_admin = true where id = $1', [admin.user.id]);
  adminToken = admin.token;
});
afterAll(() => server.close());

const question = { subject: 'Liste privée', message: 'Bonjour,\npeut-on partager une liste privée ?' };

async function requester() {
  const { token, user } = await signUp(server, { firstName: 'Hugo', lastName: 'Moreau' });
  const sent = await server.api('POST', '/contact', { token, body: question });
  expect(sent.status).toBe(201);
  return { token, user, id: sent.body.id as string };
}

describe('replying to a contact request', () => {
  it('mails the answer to the requester, marks the request replied, records who did it and lifts the daily limit', async () => {
    const { token, user, id } = await requester();
    expect((await server.api('POST', '/contact', { token, body: question })).body.type).toBe('contactLimitReached');

    const res = await server.api('POST', `/admin/contacts/${id}/reply`, {
      token: adminToken,
      body: { answer: '  Oui, depuis l’onglet Partage.  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'replied', answer: 'Oui, depuis l’onglet Partage.', email: user.email });

    const mails = await server.sql(
      `select "to", subject, text from mail_outbox where "to" = $1 and coalesce(link, '') not like '%/verify-email/%'`,
      [user.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Cigogne : Re : Liste privée');
    expect(mails[0].text).toContain('Oui, depuis l’onglet Partage.');
    expect(mails[0].text).toContain('> peut-on partager une liste privée ?');

    const detail = await server.api('GET', `/admin/contacts/${id}`, { token: adminToken });
    expect(detail.body.actions).toEqual([
      {
        id: expect.any(String),
        action: 'replied',
        actorName: 'Ada Lovelace',
        answer: 'Oui, depuis l’onglet Partage.',
        createdAt: expect.any(String),
      },
    ]);

    // answered: the requester may write again the same day
    expect((await server.api('POST', '/contact', { token, body: question })).status).toBe(201);
  });

  it.each([
    [{}, 'validation.required'],
    [{ answer: '   ' }, 'validation.required'],
    [{ answer: 'x'.repeat(5001) }, 'validation.maxLength'],
  ])('refuses %p with 422 and changes nothing', async (body, message) => {
    const { user, id } = await requester();
    const res = await server.api('POST', `/admin/contacts/${id}/reply`, { token: adminToken, body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ type: 'invalidForm', errors: [{ path: 'answer', message }] });
    const [row] = await server.sql('select status, answer from contact_requests where id = $1', [id]);
    expect(row).toEqual({ status: 'pending', answer: null });
    expect(
      await server.sql(`select 1 from mail_outbox where "to" = $1 and coalesce(link, '') not like '%/verify-email/%'`, [user.email]),
    ).toHaveLength(0);
    expect(await server.sql('select 1 from contact_request_actions where request_id = $1', [id])).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await server.api('POST', `/admin/contacts/${id}/reply`, { token: adminToken, body: { answer: 'Bonjour' } });
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('notFound');
    }
  });

  it('two operators replying at once both get recorded, and the requester gets both answers', async () => {
    const { user, id } = await requester();
    const other = await signUp(server, { firstName: 'Grace', lastName: 'Hopper' });
    await server.sql('update users set is_admin = true where id = $1', [other.user.id]);
    const answers = await Promise.all([
      server.api('POST', `/admin/contacts/${id}/reply`, { token: adminToken, body: { answer: 'Réponse A' } }),
      server.api('POST', `/admin/contacts/${id}/reply`, { token: other.token, body: { answer: 'Réponse B' } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const actions = await server.sql('select actor_name from contact_request_actions where request_id = $1 order by actor_name', [id]);
    expect(actions.map((a) => a.actor_name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(
      await server.sql(`select 1 from mail_outbox where "to" = $1 and coalesce(link, '') not like '%/verify-email/%'`, [user.email]),
    ).toHaveLength(2);
  });

  it('closing a request records it and lifts the limit too; GraphQL shows the history', async () => {
    const { token, id } = await requester();
    const closed = await server.gql(`mutation { closeContact(id: "${id}") { status } }`, {}, adminToken);
    expect(closed.body.data.closeContact.status).toBe('closed');
    const detail = await server.gql(`{ adminContact(id: "${id}") { request { status } actions { action actorName } } }`, {}, adminToken);
    expect(detail.body.data.adminContact).toEqual({
      request: { status: 'closed' },
      actions: [{ action: 'closed', actorName: 'Ada Lovelace' }],
    });
    expect((await server.api('POST', '/contact', { token, body: question })).status).toBe(201);
  });

  it('lists requests newest first with every field, one page at a time', async () => {
    const first = await requester();
    const second = await requester();
    const page = await server.api('GET', '/admin/contacts?pageSize=2', { token: adminToken });
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.body.items.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(page.body.items[0]).toEqual({
      id: second.id,
      name: 'Hugo Moreau',
      email: second.user.email,
      phone: null,
      subject: 'Liste privée',
      message: question.message,
      status: 'pending',
      answer: null,
      repliedAt: null,
      createdAt: expect.any(String),
    });
  });
});
