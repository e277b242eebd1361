// docs/product.md#co-parents: an owner invites a co-parent once for all their pages, present and
// future; what the co-parent then sees and does, removal at once, privacy, and GraphQL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { addCoParent, createPage, invitationTokenMailedTo, KINDS, type Person } from './fixtures.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

/** Whether `person` reads the page as theirs (a public page reads as anyone's to others, a private one is 404). */
const readsAsMine = async (kind: string, id: string, person: Person) => {
  const page = await server.api('GET', `/${kind}/${id}`, { token: person.token });
  return page.status === 200 && page.body.isMine === true;
};

const ids = (res: { body: { id: string }[] }) => res.body.map((page) => page.id).sort();

describe('inviting a co-parent', () => {
  let owner: Person;
  let father: Person;
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    [owner, father] = await Promise.all([signUp(server, { firstName: 'Claire' }), signUp(server, { firstName: 'Paul' })]);
    for (const kind of KINDS) pages[kind] = await createPage(server, owner.token, kind);
  });

  it('one invitation, and the co-parent co-owns every page of the owner, those created later too', async () => {
    const sent = await server.api('POST', '/co-parents', { token: owner.token, body: { email: father.credentials.email.toUpperCase() } });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      email: father.credentials.email,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect((await server.api('GET', '/co-parents', { token: owner.token })).body).toEqual([
      { ...sent.body, firstName: null, lastName: null, status: 'pending' },
    ]);
    const token = await invitationTokenMailedTo(server, father.credentials.email);
    const [mail] = await server.sql<{ text: string }>(`select text from mail_outbox where "to" = $1 and kind = 'coOwnerInvitation'`, [
      father.credentials.email,
    ]);
    expect(mail.text).toContain('Claire vous invite à gérer toutes ses pages');

    // before accepting, nothing is shared
    for (const kind of KINDS) expect((await server.api('GET', `/${kind}`, { token: father.token })).body).toEqual([]);
    expect((await server.api('GET', `/invitations/${token}`)).body).toEqual({ kind: null, pageTitle: null, inviterFirstName: 'Claire' });
    const accepted = await server.api('POST', `/invitations/${token}/accept`, { token: father.token });
    expect(accepted.body).toEqual({ kind: null, pageId: null });
    expect((await server.api('POST', `/invitations/${token}/accept`, { token: father.token })).status).toBe(400);

    const list = (await server.api('GET', '/co-parents', { token: owner.token })).body;
    expect(list).toEqual([
      expect.objectContaining({ email: father.credentials.email, firstName: 'Paul', status: 'accepted', expiresAt: null }),
    ]);
    for (const kind of KINDS) {
      expect((await server.api('GET', `/${kind}`, { token: father.token })).body).toEqual([
        expect.objectContaining({ id: pages[kind], sharedWithMe: true }),
      ]);
      expect((await server.api('GET', `/${kind}/${pages[kind]}`, { token: father.token })).body).toMatchObject({
        isMine: true,
        sharedWithMe: true,
      });
    }
    // a page the owner creates afterwards is shared at once; he edits it but does not delete it
    const later = await createPage(server, owner.token, 'wishlists', { title: 'Liste du deuxième' });
    expect(ids(await server.api('GET', '/wishlists', { token: father.token }))).toEqual([pages.wishlists, later].sort());
    expect((await server.api('PATCH', `/wishlists/${later}`, { token: father.token, body: { title: 'Renommée' } })).status).toBe(200);
    expect((await server.api('DELETE', `/wishlists/${later}`, { token: father.token })).status).toBe(403);
    // the co-parent's own pages are his, not the owner's
    const his = await createPage(server, father.token, 'timelines');
    expect(ids(await server.api('GET', '/timelines', { token: owner.token }))).toEqual([pages.timelines]);
    expect((await server.api('GET', `/timelines/${his}`, { token: owner.token })).status).toBe(404);

    // inviting him again, or oneself: 422
    for (const email of [father.credentials.email, owner.credentials.email]) {
      const again = await server.api('POST', '/co-parents', { token: owner.token, body: { email } });
      expect([again.status, again.body.errors]).toEqual([422, [{ path: 'email', message: 'validation.alreadyCoParent' }]]);
    }

    // removal takes every page away at the next request
    expect((await server.api('DELETE', `/co-parents/${list[0].id}`, { token: owner.token })).status).toBe(204);
    for (const kind of KINDS) {
      expect(ids(await server.api('GET', `/${kind}`, { token: father.token }))).not.toContain(pages[kind]);
      // a public page still reads as anyone's, no longer as his
      expect(await readsAsMine(kind, pages[kind], father)).toBe(false);
    }
    expect((await server.api('GET', '/co-parents', { token: owner.token })).body).toEqual([]);
  });

  it('a co-parent leaves; a pending invitation is withdrawn and its link stops working', async () => {
    const id = await addCoParent(server, owner, father);
    expect((await server.api('DELETE', `/co-parents/${id}`, { token: father.token })).status).toBe(204);
    expect(await readsAsMine('wishlists', pages.wishlists, father)).toBe(false);

    const aunt = await signUp(server);
    const sent = await server.api('POST', '/co-parents', { token: owner.token, body: { email: aunt.credentials.email } });
    const token = await invitationTokenMailedTo(server, aunt.credentials.email);
    expect((await server.api('DELETE', `/co-parents/${sent.body.id}`, { token: owner.token })).status).toBe(204);
    expect((await server.api('POST', `/invitations/${token}/accept`, { token: aunt.token })).status).toBe(400);
    expect(await readsAsMine('wishlists', pages.wishlists, aunt)).toBe(false);
  });

  it('privacy: another user and a visitor see no co-parent and remove none; another account cannot accept', async () => {
    const id = await addCoParent(server, owner, father);
    const other = await signUp(server);
    expect((await server.api('GET', '/co-parents', { token: other.token })).body).toEqual([]);
    expect((await server.api('GET', '/co-parents')).status).toBe(401);
    expect((await server.api('DELETE', `/co-parents/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.api('DELETE', `/co-parents/${id}`)).status).toBe(401);
    expect((await server.api('DELETE', '/co-parents/pas-un-uuid', { token: owner.token })).status).toBe(404);
    expect((await server.api('POST', '/co-parents', { body: { email: 'x@example.fr' } })).status).toBe(401);
    const bad = await server.api('POST', '/co-parents', { token: owner.token, body: { email: 'pas une adresse' } });
    expect([bad.status, bad.body.type]).toEqual([422, 'invalidForm']);
    // the co-parent sees the pages, not the owner's co-parent list; both find the pair in their data export
    expect((await server.api('GET', '/co-parents', { token: father.token })).body).toEqual([]);
    for (const person of [owner, father]) {
      const exported = await server.api('GET', '/auth/me/export', { token: person.token });
      expect(exported.body.coParents).toEqual([expect.objectContaining({ id, ownerId: owner.user.id, userId: father.user.id })]);
    }
    expect((await server.api('GET', '/auth/me/export', { token: other.token })).body.coParents).toEqual([]);

    await server.api('POST', '/co-parents', { token: owner.token, body: { email: 'tante@example.fr' } });
    const token = await invitationTokenMailedTo(server, 'tante@example.fr');
    expect((await server.api('POST', `/invitations/${token}/accept`, { token: other.token })).status).toBe(403);
    for (const kind of KINDS) {
      expect((await server.api('GET', `/${kind}`, { token: other.token })).body).toEqual([]);
      expect(await readsAsMine(kind, pages[kind], other)).toBe(false);
    }
  });

  it('GraphQL: invite, list and remove, as REST', async () => {
    const [mother, partner] = await Promise.all([signUp(server), signUp(server, { firstName: 'Léa' })]);
    const sent = await server.gql(
      `mutation($e: String!) { inviteCoParent(email: $e) { id email } }`,
      { e: partner.credentials.email },
      mother.token,
    );
    expect(sent.body.data.inviteCoParent).toEqual({ id: expect.any(String), email: partner.credentials.email });
    const token = await invitationTokenMailedTo(server, partner.credentials.email);
    const accepted = await server.gql(`mutation($t: String!) { acceptInvitation(token: $t) { kind pageId } }`, { t: token }, partner.token);
    expect(accepted.body.data.acceptInvitation).toEqual({ kind: null, pageId: null });
    const listed = await server.gql(`{ coParents { id firstName status expiresAt } }`, {}, mother.token);
    expect(listed.body.data.coParents).toEqual([{ id: expect.any(String), firstName: 'Léa', status: 'accepted', expiresAt: null }]);
    const refused = await server.gql(
      `mutation($id: ID!) { removeCoParent(id: $id) }`,
      { id: listed.body.data.coParents[0].id },
      owner.token,
    );
    expect(refused.body.errors[0].extensions.code).toBe('notFound');
    const removed = await server.gql(
      `mutation($id: ID!) { removeCoParent(id: $id) }`,
      { id: listed.body.data.coParents[0].id },
      mother.token,
    );
    expect(removed.body.data.removeCoParent).toBe(true);
    expect((await server.gql(`{ coParents { id } }`, {}, mother.token)).body.data.coParents).toEqual([]);
    expect((await server.gql(`{ coParents { id } }`)).body.errors[0].extensions.code).toBe('unauthorized');
  });
});
