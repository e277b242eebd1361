// docs/product.md#thank-you-notes: two gateway processes asked at once for the same guest's note
// send it once; the database decides, nothing is held in a process.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { startReplica, type Replica } from '../../../../test/replica.js';
import { guest } from './fixtures.js';

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

it('six requests over two processes for one guest’s note: one sends it, five are alreadyThanked, one mail', async () => {
  const owner = await signUp(server, { firstName: 'Camille' });
  const list = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Liste' } });
  await server.api('PATCH', `/wishlists/${list.body.id}`, { token: owner.token, body: { visibility: 'public' } });
  const item = await server.api('POST', `/wishlists/${list.body.id}/items`, { token: owner.token, body: { title: 'Hochet' } });
  const body = guest();
  expect((await server.api('POST', `/wishlists/${list.body.id}/items/${item.body.id}/reserve`, { body })).status).toBe(201);
  const [r] = (await server.api('GET', `/wishlists/${list.body.id}`, { token: owner.token })).body.items[0].reservations;
  // a personal access token works on any process (a session's signature is the test server's own)
  const created = await server.api('POST', '/auth/tokens', {
    token: owner.token,
    body: { name: 'deux', scopes: ['read', 'write'], expiresInDays: 1 },
  });
  const path = `/api/wishlists/${list.body.id}/items/${item.body.id}/reservations/${r.id}/thanks`;
  const send = (url: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.body.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Merci {name} !' }),
    }).then(async (res) => ({ status: res.status, type: ((await res.json()) as { type?: string }).type }));
  const answers = await Promise.all([server.url, replica.url, server.url, replica.url, server.url, replica.url].map(send));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409 && a.type === 'alreadyThanked')).toHaveLength(5);
  expect(await server.sql(`select text from mail_outbox where "to" = $1 and kind = 'thankNote'`, [body.email])).toEqual([
    { text: expect.stringContaining(`Merci ${body.name} !`) },
  ]);
});
