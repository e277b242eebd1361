// docs/product.md#visibility-and-sharing: the ownership rule of the three page kinds, walked by a
// visitor and another signed-in user (the other authorization-matrix files add co-owners). A private
// page is 404 to them, exactly as a missing or malformed id; a page's writes are its owner's: 401
// signed out, 404 for anyone else whether the page is public or private, and no row changes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { form } from '../../predictions/__tests__/fixtures.js';
import { timelineBody } from '../../timelines/__tests__/fixtures.js';
import { createPage, KINDS, type Kind } from './fixtures.js';

const MISSING_ID = '11111111-1111-4111-8111-111111111111';
const MALFORMED_IDS = ['nope', 'not-a-uuid', "1' or '1'='1"];

/** Each kind's change of its page: what a stranger tries, with a title (or name) the rows never hold otherwise. */
const CHANGE: Record<Kind, { method: 'PUT' | 'PATCH'; body: unknown }> = {
  predictions: { method: 'PUT', body: form({ firstName: 'Pirate' }) },
  wishlists: { method: 'PATCH', body: { title: 'Piraté' } },
  timelines: { method: 'PUT', body: timelineBody({ title: 'Piraté' }) },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A page of `kind` with that visibility (a new list is private: it is made public by its owner's PATCH). */
async function pageOf(kind: Kind, token: string, visibility: 'private' | 'public'): Promise<string> {
  if (kind !== 'wishlists') return createPage(server, token, kind, { visibility });
  const id = await createPage(server, token, kind);
  if (visibility === 'public') await server.api('PATCH', `/wishlists/${id}`, { token, body: { visibility } });
  return id;
}

const rowOf = async (kind: Kind, id: string) => JSON.stringify(await server.sql(`select * from ${kind} where id = $1`, [id]));

describe.each(KINDS)('%s', (kind) => {
  it('a private page is 404 notFound for visitors and other users, as a missing or malformed id; its owner sees it as theirs', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const id = await pageOf(kind, owner.token, 'private');
    const mine = await server.api('GET', `/${kind}/${id}`, { token: owner.token });
    expect([mine.status, mine.body.isMine]).toEqual([200, true]);
    for (const token of [undefined, other.token]) {
      for (const asked of [id, MISSING_ID, ...MALFORMED_IDS]) {
        const res = await server.api('GET', `/${kind}/${encodeURIComponent(asked)}`, { token });
        expect([asked, res.status, res.body]).toEqual([asked, 404, { type: 'notFound', errors: [] }]);
      }
    }
    for (const asked of [MISSING_ID, ...MALFORMED_IDS]) {
      expect((await server.api('GET', `/${kind}/${encodeURIComponent(asked)}`, { token: owner.token })).status).toBe(404);
    }
  });

  it('writes are the owner’s: 401 signed out, 404 notFound for anyone else on a public or private page, and no row changes', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const change = CHANGE[kind];
    expect((await server.api('POST', `/${kind}`, { body: change.body })).status).toBe(401);
    for (const visibility of ['private', 'public'] as const) {
      const id = await pageOf(kind, owner.token, visibility);
      const before = await rowOf(kind, id);
      for (const method of [change.method, 'DELETE']) {
        const body = method === 'DELETE' ? undefined : change.body;
        expect((await server.api(method, `/${kind}/${id}`, { body })).status).toBe(401);
        const res = await server.api(method, `/${kind}/${id}`, { token: other.token, body });
        expect([visibility, method, res.status, res.body?.type]).toEqual([visibility, method, 404, 'notFound']);
      }
      expect(await rowOf(kind, id)).toBe(before);
    }
    for (const asked of MALFORMED_IDS) {
      const path = `/${kind}/${encodeURIComponent(asked)}`;
      expect((await server.api(change.method, path, { token: owner.token, body: change.body })).status).toBe(404);
      expect((await server.api('DELETE', path, { token: owner.token })).status).toBe(404);
    }
  });

  it('its owner changes and deletes it; then it is 404 to them too', async () => {
    const owner = await signUp(server);
    const id = await pageOf(kind, owner.token, 'private');
    expect((await server.api(CHANGE[kind].method, `/${kind}/${id}`, { token: owner.token, body: CHANGE[kind].body })).status).toBe(200);
    expect((await server.api('DELETE', `/${kind}/${id}`, { token: owner.token })).status).toBe(204);
    expect(await server.sql(`select 1 from ${kind} where id = $1`, [id])).toHaveLength(0);
    expect((await server.api('GET', `/${kind}/${id}`, { token: owner.token })).status).toBe(404);
    expect((await server.api('DELETE', `/${kind}/${id}`, { token: owner.token })).status).toBe(404);
  });
});
