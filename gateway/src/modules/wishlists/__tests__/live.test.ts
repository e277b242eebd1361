import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { openStream, WISHLIST_CHANGED, type LiveStream } from '../../../../test/live-stream.js';
import { spawnReplica, type Replica } from '../../../../test/replica.js';
import { freePort } from '../../mail/__tests__/smtp-peer.js';
import { guest, MISSING_ID, ownerWithItem } from './fixtures.js';

/**
 * Live updates of a list (docs/architecture.md#live-updates): `wishlistChanged` over
 * /graphql/stream, fed by PostgreSQL LISTEN/NOTIFY, so a change made on another gateway process
 * reaches this one's subscribers.
 */
let server: TestServer;
let replica: Replica;
const streams: LiveStream[] = [];

const subscribe = async (id: string, token?: string) => {
  const stream = await openStream(server.url, { query: WISHLIST_CHANGED, variables: { id } }, { token });
  streams.push(stream);
  return stream;
};
/**
 * A stream to a list just set up: the setup's own commits may still be on their way to this
 * gateway's listener (a loaded machine delays them past the subscription), so what arrives in the
 * first moments is dropped.
 */
const subscribeAfterSetup = async (id: string, token?: string) => {
  const stream = await subscribe(id, token);
  await stream.settle();
  return stream;
};
const changeOf = (id: string) => ({ event: 'next', data: { data: { wishlistChanged: { wishlistId: id } } } });
/** A change made by the test, then the first event: nothing must come between. */
const noEventWithin = async (stream: LiveStream, ms: number) => {
  await new Promise((r) => setTimeout(r, ms));
  expect(stream.events).toEqual([]);
};

beforeAll(async () => {
  server = await startTestServer();
  replica = spawnReplica(await freePort(), {
    DATABASE_URL: server.databaseUrl,
    JWT_SECRET: 'live-updates-replica-secret-of-at-least-32-chars',
    RESERVE_LIMIT_PER_IP: '100000',
    WORKERS: 'false',
  });
  await replica.ready();
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await replica?.stop();
  await server?.close();
}, 60_000);

describe('a public list', () => {
  it("tells a visitor of another guest's reservation made on a second gateway process, without any name", async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    const stream = await subscribeAfterSetup(wishlistId);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reserver = guest({ name: 'Tatie Sidonie', message: 'Un secret bien gardé' });
    const reserved = await fetch(`${replica.url}/api/wishlists/${wishlistId}/items/${itemId}/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reserver),
    });
    expect(reserved.status).toBe(201);
    // waited for generously: a loaded machine delays the notification (the delay is the bench's, gateway/bench)
    expect(await stream.next(30_000)).toEqual(changeOf(wishlistId));
    // the event says which list, nothing else: no name, e-mail or message on the wire
    for (const secret of [reserver.name, reserver.email, reserver.message]) expect(stream.raw()).not.toContain(secret);
  }, 60_000);

  it("tells of a cancellation and of the owner's edits; the owner's stream too", async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const visitor = await subscribeAfterSetup(wishlistId);
    const mine = await subscribeAfterSetup(wishlistId, owner.token);
    expect(mine.status).toBe(200);
    await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest() });
    expect(await visitor.next()).toEqual(changeOf(wishlistId));
    expect(await mine.next()).toEqual(changeOf(wishlistId));
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/reservation`, { token: owner.token })).status).toBe(204);
    expect(await visitor.next()).toEqual(changeOf(wishlistId));
    expect(await mine.next()).toEqual(changeOf(wishlistId));
    await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body: { title: 'Poussette double' } });
    expect(await visitor.next()).toEqual(changeOf(wishlistId));
  });

  it('sends nothing for a change rolled back, nor for another list', async () => {
    const { wishlistId, itemId } = await ownerWithItem(server);
    const other = await ownerWithItem(server);
    const stream = await subscribeAfterSetup(wishlistId);
    await server.sql(
      `do $$ begin
         update wishlist_items set title = 'Jamais vu' where id = '${itemId}';
         raise exception 'rolled back';
       exception when others then null;
       end $$`,
    );
    await server.api('PATCH', `/wishlists/${other.wishlistId}/items/${other.itemId}`, {
      token: other.owner.token,
      body: { title: 'Autre' },
    });
    expect((await server.sql('select title from wishlist_items where id = $1', [itemId]))[0].title).toBe('Poussette');
    await noEventWithin(stream, 1000);
    // the stream was listening all along: a committed change arrives
    await server.sql(`update wishlist_items set title = 'Vu' where id = $1`, [itemId]);
    expect(await stream.next()).toEqual(changeOf(wishlistId));
  });

  it('ends the stream of a visitor once the list goes private, after one last event', async () => {
    const { owner, wishlistId } = await ownerWithItem(server);
    const visitor = await subscribeAfterSetup(wishlistId);
    const mine = await subscribeAfterSetup(wishlistId, owner.token);
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'private' } });
    expect(await visitor.next()).toEqual(changeOf(wishlistId));
    expect(await visitor.next()).toEqual({ event: 'complete', data: null });
    await visitor.ended;
    expect(await mine.next()).toEqual(changeOf(wishlistId));
    // the page answers not found to the visitor now, and so does a new subscription
    expect((await subscribe(wishlistId)).events).toEqual([]);
  });
});

describe('who may subscribe', () => {
  const notFound = {
    event: 'next',
    data: { errors: [expect.objectContaining({ extensions: { code: 'notFound', status: 404, errors: [] } })] },
  };

  it("a private list: only its owner; a visitor and another user get the page's not-found", async () => {
    const { owner, wishlistId } = await ownerWithItem(server);
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'private' } });
    const stranger = await signUp(server);
    expect((await server.gql('query($id: ID!) { wishlist(id: $id) { id } }', { id: wishlistId })).body.errors[0].extensions.code).toBe(
      'notFound',
    );
    for (const token of [undefined, stranger.token]) {
      const stream = await subscribe(wishlistId, token);
      expect(await stream.next()).toEqual(notFound);
      expect(await stream.next()).toEqual({ event: 'complete', data: null });
    }
    // nor for a missing list or a malformed id
    for (const id of [MISSING_ID, 'not-an-id']) expect(await (await subscribe(id)).next()).toEqual(notFound);
    const mine = await subscribe(wishlistId, owner.token);
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { title: 'Pour nous' } });
    expect(await mine.next()).toEqual(changeOf(wishlistId));
  });

  it('only subscriptions are streamed, and /graphql refuses them with a 400', async () => {
    const query = await openStream(server.url, { query: '{ wishlistCovers { id } }' });
    expect(query.status).toBe(400);
    expect(query.body.errors[0].extensions).toMatchObject({ code: 'validationException', status: 400 });
    const plain = await fetch(`${server.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(plain.status).toBe(406);
    const { wishlistId } = await ownerWithItem(server);
    const overHttp = await server.gql(WISHLIST_CHANGED, { id: wishlistId });
    expect(overHttp.status).toBe(400);
    expect(overHttp.body.errors[0].extensions.code).toBe('validationException');
  });
});
