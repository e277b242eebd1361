// docs/product.md#co-owners: every REST route of the three page kinds, walked by a visitor, another
// user, a removed co-owner, a co-owner and the owner. Refused calls answer no data and change no row;
// a co-owner may do everything the owner does but delete the page and manage its co-owners (403).
import { describe, expect, it } from '@jest/globals';
import { form } from '../../predictions/__tests__/fixtures.js';
import { eventBody, timelineBody } from '../../timelines/__tests__/fixtures.js';
import { guest } from '../../wishlists/__tests__/fixtures.js';
import { KINDS, type Kind } from './fixtures.js';
import { BIRTH, matrixServer, REFUSED, snapshot, tokenOf, type Via, type World } from './matrix-world.js';
import type { TestServer } from '../../../../test/harness.js';

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** What a co-owner gets: a 2xx status (302 for an item's link), or 403 for the owner's own calls. */
  coOwner: number;
}

/** The page's routes, the co-owner's refused ones first, the destructive ones last. */
function calls(w: World): Call[] {
  const p = `/${w.kind}/${w.pageId}`;
  const i = w.ids;
  const ownerOnly: Call[] = [
    { method: 'POST', path: `${p}/co-owners`, body: { email: 'tante@example.fr' }, coOwner: 403 },
    { method: 'GET', path: `${p}/co-owners`, coOwner: 403 },
    { method: 'GET', path: `${p}/invitations`, coOwner: 403 },
    { method: 'DELETE', path: `${p}/invitations/${i.invitation}`, coOwner: 403 },
    { method: 'DELETE', path: `${p}/co-owners/${w.people.owner.user.id}`, coOwner: 403 },
    { method: 'DELETE', path: p, coOwner: 403 },
  ];
  const byKind: Record<Kind, Call[]> = {
    predictions: [
      { method: 'GET', path: p, coOwner: 200 },
      { method: 'PUT', path: p, body: form({ visibility: 'private' }), coOwner: 200 },
      { method: 'GET', path: `${p}/stats`, coOwner: 200 },
      { method: 'GET', path: `${p}/answers/${i.answer}`, coOwner: 200 },
      { method: 'POST', path: `${p}/close`, coOwner: 200 },
      { method: 'POST', path: `${p}/reopen`, coOwner: 200 },
      { method: 'PUT', path: `${p}/birth`, body: BIRTH, coOwner: 200 },
      { method: 'POST', path: `${p}/timeline`, coOwner: 201 },
    ],
    wishlists: [
      // the owner's refusal: no reservation on one's own list
      { method: 'POST', path: `${p}/items/${i.item3}/reserve`, body: guest({ quantity: 1 }), coOwner: 403 },
      { method: 'GET', path: p, coOwner: 200 },
      { method: 'PATCH', path: p, body: { title: 'Nouveau titre' }, coOwner: 200 },
      { method: 'GET', path: `${p}/stats`, coOwner: 200 },
      { method: 'GET', path: `${p}/reservations.csv`, coOwner: 200 },
      { method: 'POST', path: `${p}/items`, body: { title: 'Hochet' }, coOwner: 201 },
      { method: 'PATCH', path: `${p}/items/${i.item}`, body: { title: 'Renommé' }, coOwner: 200 },
      { method: 'GET', path: `${p}/items/${i.item}/link`, coOwner: 302 },
      { method: 'PATCH', path: `${p}/items/${i.item}/reservations/${i.reservation}`, body: { thanked: true }, coOwner: 200 },
      { method: 'POST', path: `${p}/items/${i.item}/reservations/${i.reservation}/thanks`, body: { message: 'Merci' }, coOwner: 200 },
      { method: 'POST', path: `${p}/thanks`, body: { message: 'Merci {name}' }, coOwner: 202 },
      { method: 'DELETE', path: `${p}/items/${i.item}/reservations/${i.reservation}`, coOwner: 204 },
      { method: 'DELETE', path: `${p}/items/${i.item2}/reservation`, coOwner: 204 },
      { method: 'DELETE', path: `${p}/items/${i.item3}`, coOwner: 204 },
    ],
    timelines: [
      { method: 'GET', path: p, coOwner: 200 },
      { method: 'GET', path: `${p}/book.pdf?format=a5`, coOwner: 200 },
      { method: 'PUT', path: p, body: timelineBody({ title: 'Frise renommée' }), coOwner: 200 },
      { method: 'POST', path: `${p}/events`, body: eventBody(), coOwner: 201 },
      { method: 'PUT', path: `${p}/events/${i.event}`, body: eventBody({ title: 'Renommé' }), coOwner: 200 },
      { method: 'DELETE', path: `${p}/events/${i.event}/photos/${i.photo}`, coOwner: 204 },
      { method: 'DELETE', path: `${p}/events/${i.event2}`, coOwner: 204 },
    ],
  };
  return [...ownerOnly, ...byKind[w.kind]];
}

/** A call as the harness makes it, but an item's link (a redirect to the shop) is not followed. */
async function send(server: TestServer, call: Call, token: string | undefined): Promise<{ status: number; body: any }> {
  if (!call.path.endsWith('/link')) return server.api(call.method, call.path, { token, body: call.body });
  const res = await fetch(`${server.url}/api${call.path}`, {
    redirect: 'manual',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** The matrix over every page kind, the co-owner and the removed one co-owning `via` a page's invitation or as co-parents. */
export function restMatrix(via: Via): void {
  const m = matrixServer(via);

  describe.each(KINDS)('%s', (kind) => {
    it.each(REFUSED)('%s: every route refused as missing, no data, no change', async (role) => {
      const w = m.worlds[kind];
      const before = await snapshot(m.server);
      for (const call of calls(w)) {
        const res = await send(m.server, call, tokenOf(w, role));
        const expected = role === 'visitor' ? [401, 404] : [404];
        expect([call.method, call.path, expected.includes(res.status)]).toEqual([call.method, call.path, true]);
        expect(['notFound', 'unauthorized']).toContain(res.body.type);
        for (const secret of w.secrets) expect(JSON.stringify(res.body)).not.toContain(secret);
      }
      expect(await snapshot(m.server)).toBe(before);
    });

    it('the co-owner: everything the owner does, but 403 (and no change) on the owner’s own calls', async () => {
      const w = m.worlds[kind];
      const token = tokenOf(w, 'coOwner');
      for (const call of calls(w)) {
        const before = call.coOwner === 403 ? await snapshot(m.server) : '';
        const res = await send(m.server, call, token);
        expect([call.method, call.path, res.status]).toEqual([call.method, call.path, call.coOwner]);
        if (call.coOwner === 403) {
          expect(res.body).toEqual({ type: 'forbidden', errors: [] });
          expect(await snapshot(m.server)).toBe(before);
        }
      }
      const page = await m.server.api('GET', `/${kind}/${w.pageId}`, { token });
      expect(page.body).toMatchObject({ isMine: true, sharedWithMe: true });
      expect((await m.server.api('GET', `/${kind}`, { token })).body).toEqual([
        expect.objectContaining({ id: w.pageId, sharedWithMe: true }),
      ]);
    });

    it('the owner: his own calls too, and the page lists as his, not shared', async () => {
      const w = m.worlds[kind];
      const token = tokenOf(w, 'owner');
      const page = await m.server.api('GET', `/${kind}/${w.pageId}`, { token });
      expect(page.body).toMatchObject({ isMine: true, sharedWithMe: false });
      expect((await m.server.api('GET', `/${kind}`, { token })).body).toContainEqual(
        expect.objectContaining({ id: w.pageId, sharedWithMe: false }),
      );
      for (const call of calls(w).filter((c) => c.coOwner === 403 && c.method !== 'DELETE' && !c.path.endsWith('/reserve'))) {
        const res = await m.server.api(call.method, call.path, { token, body: call.body });
        expect([call.path, res.status < 300]).toEqual([call.path, true]);
      }
      if (kind === 'wishlists') {
        const reserve = calls(w).find((c) => c.path.endsWith('/reserve'))!;
        expect((await m.server.api('POST', reserve.path.replace(w.ids.item3, w.ids.item), { token, body: reserve.body })).status).toBe(403);
      }
      expect((await m.server.api('DELETE', `/${kind}/${w.pageId}/invitations/${w.ids.invitation}`, { token })).status).toBe(204);
      const removal = w.via === 'page' ? `/${kind}/${w.pageId}/co-owners/${w.people.coOwner.user.id}` : `/co-parents/${w.ids.coParent}`;
      expect((await m.server.api('DELETE', removal, { token })).status).toBe(204);
      // the rights go at once: the next request of the removed co-owner is refused
      expect((await m.server.api('GET', `/${kind}/${w.pageId}`, { token: tokenOf(w, 'coOwner') })).status).toBe(404);
      expect((await m.server.api('DELETE', `/${kind}/${w.pageId}`, { token })).status).toBe(204);
    });
  });
}
