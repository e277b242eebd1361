import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { openStream, WISHLIST_CHANGED, type LiveStream } from '../../../../test/live-stream.js';
import { addCoOwner, createPage, type Person } from '../../co-owners/__tests__/fixtures.js';

// The live rule is the page's rule (docs/product.md#co-owners): on a private list, its owner and its
// co-owners follow its changes; a visitor, another user and a removed co-owner get the not-found
// the page answers them, and a co-owner removed while following gets one last change, then the end.

let server: TestServer;
const streams: LiveStream[] = [];
let people: Record<'owner' | 'coOwner' | 'removed' | 'other', Person>;
let wishlistId: string;

const subscribe = async (token?: string) => {
  const stream = await openStream(server.url, { query: WISHLIST_CHANGED, variables: { id: wishlistId } }, { token });
  streams.push(stream);
  return stream;
};
const changeOf = (id: string) => ({ event: 'next', data: { data: { wishlistChanged: { wishlistId: id } } } });
const notFound = {
  event: 'next',
  data: { errors: [expect.objectContaining({ extensions: { code: 'notFound', status: 404, errors: [] } })] },
};
const COMPLETE = { event: 'complete', data: null };
// generous: a loaded machine delays the database's notification, it does not lose it
const WAIT_MS = 30_000;

beforeAll(async () => {
  server = await startTestServer();
  const [owner, coOwner, removed, other] = await Promise.all([signUp(server), signUp(server), signUp(server), signUp(server)]);
  people = { owner, coOwner, removed, other };
  wishlistId = await createPage(server, owner.token, 'wishlists', { title: 'Liste privée de Jade' });
  await addCoOwner(server, owner, coOwner, 'wishlists', wishlistId);
  await addCoOwner(server, owner, removed, 'wishlists', wishlistId);
  const gone = await server.api('DELETE', `/wishlists/${wishlistId}/co-owners/${removed.user.id}`, { token: owner.token });
  expect(gone.status).toBeLessThan(300);
  expect((await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token })).body.visibility).toBe('private');
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

describe('live updates of a private list', () => {
  it('a visitor, another user and a removed co-owner get not-found, and nothing else', async () => {
    for (const token of [undefined, people.other.token, people.removed.token]) {
      const stream = await subscribe(token);
      expect(await stream.next(WAIT_MS)).toEqual(notFound);
      expect(await stream.next(WAIT_MS)).toEqual(COMPLETE);
    }
  }, 120_000);

  it("its owner and its co-owner follow it: each hears of the other's change", async () => {
    const owner = await subscribe(people.owner.token);
    const coOwner = await subscribe(people.coOwner.token);
    expect([owner.status, coOwner.status]).toEqual([200, 200]);
    await Promise.all([owner.settle(), coOwner.settle()]);
    const edited = await server.api('PATCH', `/wishlists/${wishlistId}`, { token: people.coOwner.token, body: { title: 'Pour nous' } });
    expect(edited.status).toBe(200);
    expect(await owner.next(WAIT_MS)).toEqual(changeOf(wishlistId));
    expect(await coOwner.next(WAIT_MS)).toEqual(changeOf(wishlistId));
    await server.api('POST', `/wishlists/${wishlistId}/items`, {
      token: people.owner.token,
      body: { title: 'Poussette', price: 249, category: 'outings', url: 'https://example.fr/poussette' },
    });
    expect(await coOwner.next(WAIT_MS)).toEqual(changeOf(wishlistId));
    expect(await owner.next(WAIT_MS)).toEqual(changeOf(wishlistId));
  }, 120_000);

  it('a co-owner removed while following gets one last change, then the stream ends; the owner keeps following', async () => {
    const leaving = await signUp(server);
    await addCoOwner(server, people.owner, leaving, 'wishlists', wishlistId);
    const stream = await subscribe(leaving.token);
    const owner = await subscribe(people.owner.token);
    expect(stream.status).toBe(200);
    await Promise.all([stream.settle(), owner.settle()]);
    const gone = await server.api('DELETE', `/wishlists/${wishlistId}/co-owners/${leaving.user.id}`, { token: people.owner.token });
    expect(gone.status).toBeLessThan(300);
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: people.owner.token, body: { title: 'Rien que nous' } });
    expect(await stream.next(WAIT_MS)).toEqual(changeOf(wishlistId));
    expect(await stream.next(WAIT_MS)).toEqual(COMPLETE);
    await stream.ended;
    expect(await owner.next(WAIT_MS)).toEqual(changeOf(wishlistId));
    // nothing of the list reaches the former co-owner's stream any more
    expect(stream.raw()).not.toContain('Rien que nous');
  }, 120_000);
});
