// docs/product.md#co-owners: the account's export lists its co-ownerships and invitations; erasing
// it removes them; the owner's notices reach every co-owner in their language and by their switch;
// the admin predictions list counts co-owners; a shared page is in the co-owner's lists.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { captureLog } from '../../../../test/capture-log.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { guess } from '../../predictions/__tests__/fixtures.js';
import { guest } from '../../wishlists/__tests__/fixtures.js';
import { addCoOwner, createPage, invitationTokenMailedTo } from './fixtures.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

it('exports the co-ownerships and sent invitations, never a token; erasing removes them', async () => {
  const [mother, father] = [await signUp(server), await signUp(server)];
  const pageId = await createPage(server, mother.token, 'timelines');
  await addCoOwner(server, mother, father, 'timelines', pageId);
  await server.api('POST', `/timelines/${pageId}/co-owners`, { token: mother.token, body: { email: 'mamie@example.fr' } });
  const token = await invitationTokenMailedTo(server, 'mamie@example.fr');

  const fathers = (await server.api('GET', '/auth/me/export', { token: father.token })).body;
  expect(fathers.coOwnerships).toEqual([{ kind: 'timeline', pageId, createdAt: expect.any(String) }]);
  const mothers = (await server.api('GET', '/auth/me/export', { token: mother.token })).body;
  expect(mothers.invitations.map((i: { email: string }) => i.email).sort()).toEqual(['mamie@example.fr', father.credentials.email].sort());
  expect(JSON.stringify(mothers)).not.toMatch(/token_hash|tokenHash/);
  expect(JSON.stringify(mothers)).not.toContain(token);

  expect((await server.api('DELETE', '/auth/me', { token: father.token, body: { password: father.credentials.password } })).status).toBe(
    200,
  );
  expect(await server.sql(`select * from page_co_owners where page_id = $1`, [pageId])).toEqual([]);
  expect(await server.sql(`select * from page_invitations where email = $1`, [father.credentials.email])).toEqual([]);
  expect((await server.api('DELETE', '/auth/me', { token: mother.token, body: { password: mother.credentials.password } })).status).toBe(
    200,
  );
  expect(await server.sql(`select * from page_invitations where page_id = $1`, [pageId])).toEqual([]);
});

it('mails reservations and answers to the owner and each co-owner, in their language, unless they turned notices off', async () => {
  const [mother, father, aunt] = [await signUp(server), await signUp(server), await signUp(server)];
  await server.api('PATCH', '/auth/me', { token: father.token, body: { language: 'en' } });
  await server.api('PATCH', '/auth/me', { token: aunt.token, body: { notifyByEmail: false } });
  const listId = await createPage(server, mother.token, 'wishlists');
  const predictionId = await createPage(server, mother.token, 'predictions', { visibility: 'public' });
  for (const [kind, id] of [
    ['wishlists', listId],
    ['predictions', predictionId],
  ] as const) {
    await addCoOwner(server, mother, father, kind, id);
    await addCoOwner(server, mother, aunt, kind, id);
  }
  await server.api('PATCH', `/wishlists/${listId}`, { token: father.token, body: { visibility: 'public' } });
  const item = await server.api('POST', `/wishlists/${listId}/items`, { token: father.token, body: { title: 'Poussette' } });
  expect((await server.api('POST', `/wishlists/${listId}/items/${item.body.id}/reserve`, { body: guest() })).status).toBe(201);
  expect((await server.api('POST', `/predictions/${predictionId}/answers`, { body: guess() })).status).toBe(201);
  const mails = await server.sql(
    `select "to", kind, language from mail_outbox where kind in ('ownerNotice', 'newAnswer') order by "to", kind`,
  );
  const to = (email: string) => mails.filter((m) => m.to === email).map((m) => [m.kind, m.language]);
  expect(to(mother.credentials.email)).toEqual([
    ['newAnswer', 'fr'],
    ['ownerNotice', 'fr'],
  ]);
  expect(to(father.credentials.email)).toEqual([
    ['newAnswer', 'en'],
    ['ownerNotice', 'en'],
  ]);
  expect(to(aunt.credentials.email)).toEqual([]);
});

it('lists a shared page in the co-owner’s lists; the admin predictions list counts its co-owners', async () => {
  const [mother, father] = [await signUp(server), await signUp(server)];
  const id = await createPage(server, mother.token, 'predictions');
  await addCoOwner(server, mother, father, 'predictions', id);
  expect((await server.api('GET', '/predictions', { token: father.token })).body).toEqual([
    expect.objectContaining({ id, sharedWithMe: true, isMine: true }),
  ]);
  await server.sql('update users set is_admin = true where id = $1', [mother.user.id]);
  const admin = await server.api('GET', '/admin/predictions', { token: mother.token });
  expect(admin.body.items.find((p: { id: string }) => p.id === id)).toMatchObject({
    ownerEmail: mother.credentials.email,
    coOwnerCount: 1,
  });
});

it('never logs an invitation token', async () => {
  const { log, lines } = captureLog('info');
  const logged = await startTestServer({ LOG_LEVEL: 'info' }, { log });
  try {
    const [mother, father] = [await signUp(logged), await signUp(logged)];
    const id = await createPage(logged, mother.token, 'timelines');
    await addCoOwner(logged, mother, father, 'timelines', id);
    const token = (await logged.sql(`select link from mail_outbox where kind = 'coOwnerInvitation'`))[0].link.split('/').pop();
    await logged.api('GET', `/invitations/${token}`);
    await logged.api('POST', `/invitations/${token}x/accept`, { token: father.token });
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(token);
  } finally {
    await logged.close();
  }
});
