// docs/product.md#co-owners: inviting, accepting (only the named account, once, within 14 days),
// listing, removing and leaving, over REST and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { sha256 } from '../../auth/single-use-token.js';
import { addCoOwner, createPage, invitationTokenMailedTo, KINDS, type Person } from './fixtures.js';

let server: TestServer;
let owner: Person;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, { firstName: 'Claire' });
}, 60_000);
afterAll(() => server?.close());

const invite = (kind: string, pageId: string, email: string, token = owner.token) =>
  server.api('POST', `/${kind}/${pageId}/co-owners`, { token, body: { email } });

describe.each(KINDS)('%s', (kind) => {
  it('invites, and the named account accepts once: co-owner, address verified', async () => {
    const pageId = await createPage(server, owner.token, kind, kind === 'wishlists' ? { title: 'La liste de Jade' } : {});
    const father = await signUp(server, { firstName: 'Paul' });
    const sent = await invite(kind, pageId, father.credentials.email.toUpperCase());
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      email: father.credentials.email,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(sent.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const token = await invitationTokenMailedTo(server, father.credentials.email);

    // hashed at rest: the database holds the SHA-256, never the token
    const rows = await server.sql(`select * from page_invitations where page_id = $1`, [pageId]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toBe(sha256(token));

    const preview = await server.api('GET', `/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      kind: kind.slice(0, -1),
      pageTitle: kind === 'wishlists' ? 'La liste de Jade' : kind === 'timelines' ? 'Les premiers mois de Jade' : null,
      inviterFirstName: 'Claire',
    });
    expect((await server.api('GET', `/${kind}/${pageId}/invitations`, { token: owner.token })).body).toEqual([sent.body]);

    // someone else holding the link: 403, nothing changes
    const stranger = await signUp(server);
    expect((await server.api('POST', `/invitations/${token}/accept`, { token: stranger.token })).status).toBe(403);
    expect((await server.api('POST', `/invitations/${token}/accept`)).status).toBe(401);
    expect(await server.sql(`select * from page_co_owners where page_id = $1`, [pageId])).toEqual([]);
    expect((await server.sql(`select accepted_at from page_invitations where page_id = $1`, [pageId]))[0].accepted_at).toBeNull();

    const accepted = await server.api('POST', `/invitations/${token}/accept`, { token: father.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ kind: kind.slice(0, -1), pageId });
    expect((await server.api('GET', '/auth/me', { token: father.token })).body.emailVerified).toBe(true);
    // single use
    expect((await server.api('POST', `/invitations/${token}/accept`, { token: father.token })).status).toBe(400);
    expect((await server.api('GET', `/invitations/${token}`)).status).toBe(400);
    expect((await server.api('GET', `/${kind}/${pageId}/invitations`, { token: owner.token })).body).toEqual([]);

    const list = await server.api('GET', `/${kind}/${pageId}/co-owners`, { token: owner.token });
    expect(list.body).toEqual([{ id: father.user.id, email: father.credentials.email, firstName: 'Paul', lastName: 'Dupont' }]);
    const page = await server.api('GET', `/${kind}/${pageId}`, { token: father.token });
    expect(page.status).toBe(200);
    expect(page.body.isMine).toBe(true);

    // a co-owner does not manage co-owners nor delete the page: 403; the owner's data is untouched
    expect((await server.api('GET', `/${kind}/${pageId}/co-owners`, { token: father.token })).status).toBe(403);
    expect((await invite(kind, pageId, 'tante@example.fr', father.token)).status).toBe(403);
    expect((await server.api('DELETE', `/${kind}/${pageId}`, { token: father.token })).status).toBe(403);
    expect((await server.api('DELETE', `/${kind}/${pageId}/co-owners/${owner.user.id}`, { token: father.token })).status).toBe(403);
    expect((await server.api('GET', `/${kind}/${pageId}`, { token: owner.token })).status).toBe(200);

    // inviting him again, or oneself: 422
    expect((await invite(kind, pageId, father.credentials.email)).body.errors).toEqual([
      { path: 'email', message: 'validation.alreadyCoOwner' },
    ]);
    expect((await invite(kind, pageId, owner.credentials.email)).status).toBe(422);

    // he leaves: the page is not his any more (private: 404)
    expect((await server.api('DELETE', `/${kind}/${pageId}/co-owners/${father.user.id}`, { token: father.token })).status).toBe(204);
    expect((await server.api('GET', `/${kind}/${pageId}/co-owners`, { token: owner.token })).body).toEqual([]);
  });

  it('the owner removes a co-owner; an expired invitation is refused; deleting the page takes its co-owners', async () => {
    const pageId = await createPage(server, owner.token, kind);
    const father = await signUp(server);
    await addCoOwner(server, owner, father, kind, pageId);
    expect((await server.api('DELETE', `/${kind}/${pageId}/co-owners/${father.user.id}`, { token: owner.token })).status).toBe(204);
    expect((await server.api('DELETE', `/${kind}/${pageId}/co-owners/${father.user.id}`, { token: owner.token })).status).toBe(404);

    const late = await signUp(server);
    expect((await invite(kind, pageId, late.credentials.email)).status).toBe(201);
    const token = await invitationTokenMailedTo(server, late.credentials.email);
    await server.sql(`update page_invitations set expires_at = now() - interval '1 second' where page_id = $1`, [pageId]);
    expect((await server.api('GET', `/invitations/${token}`)).status).toBe(400);
    expect((await server.api('POST', `/invitations/${token}/accept`, { token: late.token })).status).toBe(400);
    expect(await server.sql(`select * from page_co_owners where page_id = $1`, [pageId])).toEqual([]);

    await addCoOwner(server, owner, father, kind, pageId);
    expect((await server.api('DELETE', `/${kind}/${pageId}`, { token: owner.token })).status).toBe(204);
    expect(await server.sql(`select * from page_co_owners where page_id = $1`, [pageId])).toEqual([]);
    expect(await server.sql(`select * from page_invitations where page_id = $1`, [pageId])).toEqual([]);
  });
});

it('mails the invitation in the invitee’s language when the address has an account, else the inviter’s', async () => {
  const pageId = await createPage(server, owner.token, 'timelines');
  const english = await signUp(server);
  await server.api('PATCH', '/auth/me', { token: english.token, body: { language: 'en' } });
  await invite('timelines', pageId, english.credentials.email);
  await invite('timelines', pageId, 'inconnu@example.fr');
  const mails = await server.sql(`select "to", language, subject from mail_outbox where kind = 'coOwnerInvitation' and "to" = any($1)`, [
    [english.credentials.email, 'inconnu@example.fr'],
  ]);
  expect(Object.fromEntries(mails.map((m) => [m.to, m.language]))).toEqual({
    [english.credentials.email]: 'en',
    'inconnu@example.fr': 'fr',
  });
});

it('limits invitations per owner and day, under parallel requests', async () => {
  const limited = await startTestServer({ INVITATION_LIMIT_PER_DAY: '3' });
  try {
    const mother = await signUp(limited);
    const pageId = await createPage(limited, mother.token, 'wishlists');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        limited.api('POST', `/wishlists/${pageId}/co-owners`, { token: mother.token, body: { email: `parent${i}@example.fr` } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await limited.sql(`select * from page_invitations`)).toHaveLength(3);
  } finally {
    await limited.close();
  }
});

it('two parallel accepts of one invitation make one co-owner', async () => {
  const pageId = await createPage(server, owner.token, 'wishlists');
  const father = await signUp(server);
  await invite('wishlists', pageId, father.credentials.email);
  const token = await invitationTokenMailedTo(server, father.credentials.email);
  const answers = await Promise.all([1, 2, 3].map(() => server.api('POST', `/invitations/${token}/accept`, { token: father.token })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  expect(await server.sql(`select * from page_co_owners where page_id = $1`, [pageId])).toHaveLength(1);
});

describe('GraphQL', () => {
  it('invites, previews, accepts, lists and removes', async () => {
    const pageId = await createPage(server, owner.token, 'timelines');
    const father = await signUp(server);
    const sent = await server.gql(
      `mutation($p: ID!, $e: String!) { inviteCoOwner(kind: timeline, pageId: $p, email: $e) { id email } }`,
      { p: pageId, e: father.credentials.email },
      owner.token,
    );
    expect(sent.body.data.inviteCoOwner.email).toBe(father.credentials.email);
    const token = await invitationTokenMailedTo(server, father.credentials.email);
    const preview = await server.gql(`query($t: String!) { invitation(token: $t) { kind pageTitle inviterFirstName } }`, { t: token });
    expect(preview.body.data.invitation).toEqual({ kind: 'timeline', pageTitle: 'Les premiers mois de Jade', inviterFirstName: 'Claire' });
    const accepted = await server.gql(`mutation($t: String!) { acceptInvitation(token: $t) { kind pageId } }`, { t: token }, father.token);
    expect(accepted.body.data.acceptInvitation).toEqual({ kind: 'timeline', pageId });
    const list = await server.gql(
      `query($p: ID!) { coOwners(kind: timeline, pageId: $p) { id email firstName lastName } }`,
      { p: pageId },
      owner.token,
    );
    expect(list.body.data.coOwners).toEqual([
      { id: father.user.id, email: father.credentials.email, firstName: 'Léa', lastName: 'Dupont' },
    ]);
    const refused = await server.gql(`query($p: ID!) { coOwners(kind: timeline, pageId: $p) { id } }`, { p: pageId }, father.token);
    expect(refused.body.errors[0].extensions.code).toBe('forbidden');
    const removed = await server.gql(
      `mutation($p: ID!, $u: ID!) { removeCoOwner(kind: timeline, pageId: $p, userId: $u) }`,
      { p: pageId, u: father.user.id },
      owner.token,
    );
    expect(removed.body.data.removeCoOwner).toBe(true);
  });
});
