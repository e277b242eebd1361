import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const message = { subject: 'Question sur les listes', message: 'Bonjour,\npeut-on partager une liste privée ?' };

describe('POST /api/contact', () => {
  it('needs a signed-in user', async () => {
    const res = await server.api('POST', '/contact', { body: message });
    expect(res.status).toBe(401);
    expect(res.body.type).toBe('unauthorized');
  });

  it('stores the request with the sender name and email, pending', async () => {
    const { token, user } = await signUp(server, { firstName: 'Hugo', lastName: 'Moreau' });
    const res = await server.api('POST', '/contact', { token, body: { subject: '  Question  ', message: message.message } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subject: 'Question', message: message.message, status: 'pending' });
    const [row] = await server.sql('select name, email, status from contact_requests where id = $1', [res.body.id]);
    expect(row).toEqual({ name: 'Hugo Moreau', email: user.email, status: 'pending' });
  });

  it.each([
    [{ subject: '   ', message: 'x' }, 'subject', 'validation.required'],
    [{ subject: 'x', message: '' }, 'message', 'validation.required'],
    [{ subject: 'x'.repeat(201), message: 'x' }, 'subject', 'validation.maxLength'],
    [{ subject: 'x', message: 'x'.repeat(5001) }, 'message', 'validation.maxLength'],
    [{ subject: 'x' }, 'message', 'validation.required'],
  ])('rejects %p', async (body, path, msg) => {
    const { token } = await signUp(server);
    const res = await server.api('POST', '/contact', { token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path, message: msg }]);
    expect(
      await server.sql('select 1 from contact_requests c join users u on u.id = c.user_id where u.email is not null and c.subject = $1', [
        (body as any).subject ?? '',
      ]),
    ).toHaveLength(0);
  });

  it('allows one message a day until it is answered (contactLimitReached)', async () => {
    const { token, user } = await signUp(server);
    expect((await server.api('POST', '/contact', { token, body: message })).status).toBe(201);
    const second = await server.api('POST', '/contact', { token, body: message });
    expect(second.status).toBe(429);
    expect(second.body.type).toBe('contactLimitReached');
    // answered: the user may write again the same day
    await server.sql(`update contact_requests set status = 'replied' where user_id = $1`, [user.id]);
    expect((await server.api('POST', '/contact', { token, body: message })).status).toBe(201);
    // unanswered but older than a day: allowed again
    await server.sql(`update contact_requests set created_at = now() - interval '25 hours' where user_id = $1`, [user.id]);
    expect((await server.api('POST', '/contact', { token, body: message })).status).toBe(201);
    expect(await server.sql('select 1 from contact_requests where user_id = $1', [user.id])).toHaveLength(3);
  });

  it('cannot be raced past the limit by simultaneous sends', async () => {
    const { token, user } = await signUp(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.api('POST', '/contact', { token, body: message })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await server.sql('select 1 from contact_requests where user_id = $1', [user.id])).toHaveLength(1);
  });

  it('works over GraphQL with the same limit', async () => {
    const { token } = await signUp(server);
    const op = `mutation S($input: ContactInput!) { sendContact(input: $input) { id status subject } }`;
    const ok = await server.gql(op, { input: message }, token);
    expect(ok.body.data.sendContact).toMatchObject({ status: 'pending', subject: message.subject });
    const again = await server.gql(op, { input: message }, token);
    expect(again.body.errors[0].extensions).toEqual({ code: 'contactLimitReached', status: 429, errors: [] });
  });
});
