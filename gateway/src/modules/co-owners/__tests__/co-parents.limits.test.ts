// docs/product.md#co-parents: the cap on pending invitations and one co-parent per pair are the
// database's to decide: parallel requests over two gateway processes cannot pass them.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startReplica, type Replica } from '../../../../test/replica.js';
import { CO_PARENT_PENDING_LIMIT } from '../co-parent.service.js';
import { invitationTokenMailedTo } from './fixtures.js';

let server: TestServer;
let replica: Replica;
beforeAll(async () => {
  server = await startTestServer();
  replica = await startReplica(server.databaseUrl);
}, 120_000);
afterAll(async () => {
  await replica?.stop();
  await server?.close();
}, 60_000);

/** A session on each process (each signs its own tokens). */
async function sessions(credentials: { email: string; password: string }): Promise<[string, string][]> {
  const login = (url: string) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    }).then(async (res) => (await res.json()) as { token: string });
  return Promise.all([server.url, replica.url].map(async (url) => [url, (await login(url)).token] as [string, string]));
}

const call = (url: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { errors?: unknown[] } }));

it('twice the cap of invitations at once over two processes: exactly the cap is pending, the rest a clear 422', async () => {
  const owner = await signUp(server);
  const both = await sessions(owner.credentials);
  const emails = Array.from({ length: 2 * CO_PARENT_PENDING_LIMIT }, (_, i) => `proche-${i}@example.fr`);
  const answers = await Promise.all(emails.map((email, i) => call(...both[i % 2], 'POST', '/co-parents', { email })));
  expect(answers.filter((a) => a.status === 201)).toHaveLength(CO_PARENT_PENDING_LIMIT);
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused).toHaveLength(CO_PARENT_PENDING_LIMIT);
  for (const a of refused)
    expect(a).toEqual({
      status: 422,
      body: expect.objectContaining({ type: 'invalidForm', errors: [{ path: 'email', message: 'validation.tooManyPendingCoParents' }] }),
    });
  const [{ n }] = await server.sql<{ n: number }>(
    `select count(*)::int as n from page_invitations where inviter_id = $1 and page_id is null`,
    [owner.user.id],
  );
  expect(n).toBe(CO_PARENT_PENDING_LIMIT);
  // one mail per invitation stored, none for a refused one
  const [{ mails }] = await server.sql<{ mails: number }>(
    `select count(*)::int as mails from mail_outbox where "to" like 'proche-%@example.fr'`,
  );
  expect(mails).toBe(CO_PARENT_PENDING_LIMIT);
});

it('two invitations of one person accepted at once over two processes: one co-parent row for the pair', async () => {
  const [owner, father] = await Promise.all([signUp(server), signUp(server)]);
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    expect((await server.api('POST', '/co-parents', { token: owner.token, body: { email: father.credentials.email } })).status).toBe(201);
    tokens.push(await invitationTokenMailedTo(server, father.credentials.email));
  }
  const both = await sessions(father.credentials);
  const answers = await Promise.all(tokens.map((token, i) => call(...both[i], 'POST', `/invitations/${token}/accept`)));
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(await server.sql(`select owner_id, user_id from co_parents where user_id = $1`, [father.user.id])).toEqual([
    { owner_id: owner.user.id, user_id: father.user.id },
  ]);
  // the constraint itself, whatever the code: a second row for the pair is refused
  await expect(
    server.sql(`insert into co_parents (id, created_at, owner_id, user_id) values (gen_random_uuid(), now(), $1, $2)`, [
      owner.user.id,
      father.user.id,
    ]),
  ).rejects.toThrow(/co_parents_owner_id_user_id_unique/);
});
