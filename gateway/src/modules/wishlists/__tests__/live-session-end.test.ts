import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { openStream, WISHLIST_CHANGED, type LiveStream } from '../../../../test/live-stream.js';
import { spawnReplica, type Replica } from '../../../../test/replica.js';
import { freePort } from '../../mail/__tests__/smtp-peer.js';
import { ownerWithItem } from './fixtures.js';

// A live stream lives no longer than its session or token (docs/product.md: a session ended anywhere
// is refused at once everywhere): it ends, on every gateway, when the session or token ends, and no
// change made afterwards reaches it.

let server: TestServer;
let replica: Replica;
const streams: LiveStream[] = [];
const COMPLETE = { event: 'complete', data: null };
// generous: a loaded machine delays the database's notification, it does not lose it
const WAIT_MS = 30_000;

beforeAll(async () => {
  server = await startTestServer();
  replica = spawnReplica(await freePort(), {
    DATABASE_URL: server.databaseUrl,
    JWT_SECRET: server.config.jwtSecret,
    WORKERS: 'false',
  });
  await replica.ready();
}, 180_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await replica?.stop();
  await server?.close();
}, 60_000);

/** A second session of the list's owner (another device), and a stream opened with it on `url`. */
async function streamOfSecondSession(url: string) {
  const { owner, wishlistId, itemId } = await ownerWithItem(server);
  const login = await server.api('POST', '/auth/login', { body: { email: owner.credentials.email, password: owner.credentials.password } });
  const second: string = login.body.token;
  const stream = await openStream(url, { query: WISHLIST_CHANGED, variables: { id: wishlistId } }, { token: second });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.settle();
  return { owner, wishlistId, itemId, second, stream };
}

/** The stream was told it is complete and ended; a change made now reaches it no more. */
async function endedForGood(stream: LiveStream, owner: { token: string }, wishlistId: string, itemId: string) {
  expect(await stream.next(WAIT_MS)).toEqual(COMPLETE);
  await stream.ended;
  await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body: { title: 'Après la fin' } });
  // the owner's own stream hears of that change: by then the ended one would have too
  const witness = await openStream(server.url, { query: WISHLIST_CHANGED, variables: { id: wishlistId } }, { token: owner.token });
  streams.push(witness);
  await witness.settle();
  await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body: { title: 'Encore après' } });
  expect((await witness.next(WAIT_MS)).event).toBe('next');
  expect(stream.events.filter((e) => e.event === 'next')).toEqual([]);
}

describe('a stream ends with its session', () => {
  it('on logout', async () => {
    const { owner, wishlistId, itemId, second, stream } = await streamOfSecondSession(server.url);
    expect((await server.api('POST', '/auth/logout', { token: second })).status).toBe(200);
    await endedForGood(stream, owner, wishlistId, itemId);
  }, 120_000);

  it('when another device ends it ("end every other session"), and on a password change', async () => {
    const first = await streamOfSecondSession(server.url);
    expect((await server.api('DELETE', '/auth/sessions/others', { token: first.owner.token })).status).toBe(200);
    await endedForGood(first.stream, first.owner, first.wishlistId, first.itemId);
    const next = await streamOfSecondSession(server.url);
    const changed = await server.api('POST', '/auth/change-password', {
      token: next.owner.token,
      body: { currentPassword: next.owner.credentials.password, password: 'Berceuse2027' },
    });
    expect(changed.status).toBe(200);
    expect(await next.stream.next(WAIT_MS)).toEqual(COMPLETE);
  }, 120_000);

  it('on another gateway process: logout on one ends the stream opened on the other', async () => {
    const { owner, wishlistId, itemId, second, stream } = await streamOfSecondSession(replica.url);
    expect((await server.api('POST', '/auth/logout', { token: second })).status).toBe(200);
    expect((await fetch(`${replica.url}/api/auth/me`, { headers: { authorization: `Bearer ${second}` } })).status).toBe(401);
    await endedForGood(stream, owner, wishlistId, itemId);
  }, 120_000);
});

describe('a stream ends with its personal access token', () => {
  it('when the token is revoked, on this gateway and on another', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const minted = await server.api('POST', '/auth/tokens', {
      token: owner.token,
      body: { name: 'tableau', scopes: ['read'], expiresInDays: 1 },
    });
    const here = await openStream(server.url, { query: WISHLIST_CHANGED, variables: { id: wishlistId } }, { token: minted.body.token });
    const there = await openStream(replica.url, { query: WISHLIST_CHANGED, variables: { id: wishlistId } }, { token: minted.body.token });
    streams.push(here, there);
    expect([here.status, there.status]).toEqual([200, 200]);
    await Promise.all([here.settle(), there.settle()]);
    expect((await server.api('DELETE', `/auth/tokens/${minted.body.id}`, { token: owner.token })).status).toBe(200);
    expect(await there.next(WAIT_MS)).toEqual(COMPLETE);
    await endedForGood(here, owner, wishlistId, itemId);
    expect(there.events.filter((e) => e.event === 'next')).toEqual([]);
  }, 120_000);

  it('a visitor stream of the same list is not ended by anyone else’s logout', async () => {
    const { owner, wishlistId, itemId, second } = await streamOfSecondSession(server.url);
    const visitor = await openStream(server.url, { query: WISHLIST_CHANGED, variables: { id: wishlistId } });
    streams.push(visitor);
    await visitor.settle();
    await server.api('POST', '/auth/logout', { token: second });
    await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body: { title: 'Toujours là' } });
    expect((await visitor.next(WAIT_MS)).event).toBe('next');
  }, 120_000);
});
