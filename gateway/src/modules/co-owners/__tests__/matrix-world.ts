import { afterAll, beforeAll, expect } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { uploadPhoto, smallPng } from '../../photos/__tests__/fixtures.js';
import { BIRTH, form, guess } from '../../predictions/__tests__/fixtures.js';
import { eventBody } from '../../timelines/__tests__/fixtures.js';
import { guest } from '../../wishlists/__tests__/fixtures.js';
import { addCoOwner, addCoParent, createPage, KINDS, type Kind, type Person } from './fixtures.js';

/**
 * The five callers of the matrix: a removed co-owner co-owned the page once. Who co-owns it: per
 * page (`page`) or as the owner's co-parent (`coParent`, docs/product.md#co-parents).
 */
export type Via = 'page' | 'coParent';
export type Role = 'visitor' | 'other' | 'removed' | 'coOwner' | 'owner';
export const REFUSED: Role[] = ['visitor', 'other', 'removed'];

/** One private page of each kind with rows under it, its owner, a co-owner, a removed co-owner and a stranger. */
export interface World {
  kind: Kind;
  via: Via;
  pageId: string;
  people: Record<Exclude<Role, 'visitor'>, Person>;
  /** Ids of the rows under the page (items, reservations, events, photos, answers) and a pending invitation. */
  ids: Record<string, string>;
  /** Texts only an owner may read: a refused answer must carry none. */
  secrets: string[];
}

export const tokenOf = (world: World, role: Role) => (role === 'visitor' ? undefined : world.people[role].token);

export async function buildWorld(server: TestServer, kind: Kind, via: Via = 'page'): Promise<World> {
  const [owner, coOwner, removed, other] = await Promise.all([signUp(server), signUp(server), signUp(server), signUp(server)]);
  const t = owner.token;
  const ids: Record<string, string> = {};
  let secrets: string[];
  const ok = async (res: Promise<{ status: number; body: any }>) => {
    const r = await res;
    expect(r.status).toBeLessThan(300);
    return r.body;
  };
  let pageId: string;
  if (kind === 'predictions') {
    pageId = await createPage(server, t, kind, { visibility: 'public' });
    ids.answer = (await ok(server.api('POST', `/predictions/${pageId}/answers`, { body: guess() }))).id;
    await ok(server.api('PUT', `/predictions/${pageId}`, { token: t, body: form({ visibility: 'private' }) }));
    secrets = [form().firstName as string];
  } else if (kind === 'wishlists') {
    pageId = await createPage(server, t, kind, { title: 'Liste secrète de Jade' });
    await ok(server.api('PATCH', `/wishlists/${pageId}`, { token: t, body: { visibility: 'public' } }));
    for (const name of ['item', 'item2', 'item3']) {
      const body = { title: `Objet ${name}`, price: 20, url: 'https://example.fr/objet', quantity: 3 };
      ids[name] = (await ok(server.api('POST', `/wishlists/${pageId}/items`, { token: t, body }))).id;
    }
    for (const item of ['item', 'item2']) {
      await ok(
        server.api('POST', `/wishlists/${pageId}/items/${ids[item]}/reserve`, { body: guest({ name: 'Tatie Secrète', quantity: 1 }) }),
      );
    }
    const read = await ok(server.api('GET', `/wishlists/${pageId}`, { token: t }));
    ids.reservation = read.items.find((i: { id: string }) => i.id === ids.item).reservations[0].id;
    await ok(server.api('PATCH', `/wishlists/${pageId}`, { token: t, body: { visibility: 'private' } }));
    secrets = ['Liste secrète de Jade', 'Tatie Secrète', 'Objet item'];
  } else {
    pageId = await createPage(server, t, kind, { title: 'Frise secrète' });
    ids.event = (
      await ok(server.api('POST', `/timelines/${pageId}/events`, { token: t, body: eventBody({ title: 'Sourire secret' }) }))
    ).id;
    ids.event2 = (await ok(server.api('POST', `/timelines/${pageId}/events`, { token: t, body: eventBody() }))).id;
    const photo = await uploadPhoto(server, t, pageId, ids.event, await smallPng(), { name: 'p.png', type: 'image/png' });
    expect(photo.status).toBe(201);
    ids.photo = photo.body.id;
    secrets = ['Frise secrète', 'Sourire secret'];
  }
  if (via === 'page') {
    await addCoOwner(server, owner, coOwner, kind, pageId);
    await addCoOwner(server, owner, removed, kind, pageId);
    await ok(server.api('DELETE', `/${kind}/${pageId}/co-owners/${removed.user.id}`, { token: t }));
  } else {
    ids.coParent = await addCoParent(server, owner, coOwner);
    await ok(server.api('DELETE', `/co-parents/${await addCoParent(server, owner, removed)}`, { token: t }));
  }
  await ok(server.api('POST', `/${kind}/${pageId}/co-owners`, { token: t, body: { email: 'en-attente@example.fr' } }));
  ids.invitation = (await server.sql(`select id from page_invitations where page_id = $1 and accepted_at is null`, [pageId]))[0].id;
  return { kind, via, pageId, people: { owner, coOwner, removed, other }, ids, secrets };
}

/** Every row a call could change, as an operator would dump it: refused calls must leave it identical. */
export async function snapshot(server: TestServer): Promise<string> {
  const tables = [
    'users',
    'predictions',
    'prediction_answers',
    'wishlists',
    'wishlist_items',
    'reservations',
    'timelines',
    'timeline_events',
    'photos',
    'page_co_owners',
    'page_invitations',
    'co_parents',
    'mail_outbox',
  ];
  const dump: Record<string, unknown> = {};
  for (const table of tables) {
    dump[table] = await server.sql(`select * from ${table} order by id`);
  }
  // last_login_at and the like are not written by page calls; sessions are left out (reads refresh them)
  return JSON.stringify(dump);
}

/** A test file's gateway with one world of each kind, built once for the file. */
export function matrixServer(via: Via = 'page'): { server: TestServer; worlds: Record<Kind, World> } {
  const state = { server: undefined as unknown as TestServer, worlds: {} as Record<Kind, World> };
  beforeAll(async () => {
    state.server = await startTestServer();
    for (const kind of KINDS) state.worlds[kind] = await buildWorld(state.server, kind, via);
  }, 120_000);
  afterAll(() => state.server?.close());
  return state;
}

export { BIRTH };
