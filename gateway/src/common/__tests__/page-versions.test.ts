// The data version of each guest page (common/page-versions.ts, bumped by the triggers of
// Migration20261125100000_PageVersions): every write to what a page shows bumps it, in the
// writing transaction, whichever route writes; the pages' own reads do not.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { PageVersionReader } from '../page-versions.js';
import { answer, guess, ownerWithPrediction } from '../../modules/predictions/__tests__/fixtures.js';
import { cancelTokenMailedTo, guest, ownerWithItem } from '../../modules/wishlists/__tests__/fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function version(page: string): Promise<number> {
  const [row] = await server.sql<{ version: string }>('select version from page_versions where page = $1', [page]);
  return Number(row?.version ?? 0);
}

/** Runs `write` and answers by how much it moved the page's version. */
async function bump(page: string, write: () => Promise<{ status: number }>, status: number): Promise<number> {
  const before = await version(page);
  expect((await write()).status).toBe(status);
  return (await version(page)) - before;
}

it('bumps a wishlist page on each change to the list, its items and their reservations, not on reads', async () => {
  const { owner, wishlistId, itemId } = await ownerWithItem(server);
  const page = `wishlists:${wishlistId}`;
  const token = owner.token;
  expect(await bump(page, () => server.api('GET', `/wishlists/${wishlistId}`), 200)).toBe(0);
  expect(
    await bump(page, () => server.api('PATCH', `/wishlists/${wishlistId}`, { token, body: { description: 'Merci !' } }), 200),
  ).toBeGreaterThan(0);
  expect(
    await bump(page, () => server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token, body: { price: 199 } }), 200),
  ).toBeGreaterThan(0);
  const reserver = guest();
  expect(
    await bump(page, () => server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: reserver }), 201),
  ).toBeGreaterThan(0);
  const { token: cancelToken } = await cancelTokenMailedTo(server, reserver.email);
  expect(
    await bump(page, () => server.api('DELETE', `/wishlists/${wishlistId}/items/${cancelToken}/reservation/cancel`), 204),
  ).toBeGreaterThan(0);
  // a refused change changes nothing
  expect(await bump(page, () => server.api('PATCH', `/wishlists/${wishlistId}`, { token, body: { title: '' } }), 422)).toBe(0);
  expect(await bump(page, () => server.api('DELETE', `/wishlists/${wishlistId}`, { token }), 204)).toBeGreaterThan(0);
});

it('bumps a prediction page on an answer, closing, and a change of the wishlist created from it', async () => {
  const { owner, predictionId } = await ownerWithPrediction(server, { visibility: 'public' });
  const page = `predictions:${predictionId}`;
  const token = owner.token;
  expect(await bump(page, () => answer(server, predictionId, guess()), 201)).toBeGreaterThan(0);
  expect(await bump(page, () => server.api('POST', `/predictions/${predictionId}/close`, { token }), 200)).toBeGreaterThan(0);
  const list = await server.api('POST', '/wishlists', { token, body: { title: 'Liste de Jade', predictionId } });
  expect(list.status).toBe(201);
  expect(
    await bump(page, () => server.api('PATCH', `/wishlists/${list.body.id}`, { token, body: { title: 'Pour Jade' } }), 200),
  ).toBeGreaterThan(0);
});

it('bumps the pages of an erased account', async () => {
  const { owner, wishlistId } = await ownerWithItem(server);
  const token = owner.token;
  const timeline = await server.api('POST', '/timelines', {
    token,
    body: { title: 'Nina', firstName: 'Nina', birthDate: '2026-09-01T08:30:00.000Z', themeColor: 'teal', visibility: 'public' },
  });
  const before = await version(`wishlists:${wishlistId}`);
  const timelineBefore = await version(`timelines:${timeline.body.id}`);
  const erased = await server.api('DELETE', '/auth/me', { token: owner.token, body: { password: owner.credentials.password } });
  expect(erased.status).toBe(200);
  expect(await version(`wishlists:${wishlistId}`)).toBeGreaterThan(before);
  expect(await version(`timelines:${timeline.body.id}`)).toBeGreaterThan(timelineBefore);
});

describe('PageVersionReader', () => {
  /** The reader over the test database, recording each statement it sends and when it was sent. */
  function reader() {
    const sent: Array<{ keys: unknown[] }> = [];
    const read = new PageVersionReader(async (sql, params) => {
      sent.push({ keys: params });
      let n = 0;
      return server.sql(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      );
    });
    return { read, sent };
  }
  const setVersion = (page: string, version: number) =>
    server.sql('insert into page_versions (page, version) values ($1, $2) on conflict (page) do update set version = $2', [page, version]);

  it('answers the reads of one event-loop turn with one statement, each its own page version', async () => {
    await setVersion('wishlists:batch-a', 7);
    await setVersion('timelines:batch-b', 3);
    const { read, sent } = reader();
    const keys = ['wishlists:batch-a', 'timelines:batch-b', 'wishlists:never-written'];
    const versions = await Promise.all(Array.from({ length: 30 }, (_, i) => read.read(keys[i % 3]!)));
    expect(sent).toHaveLength(1);
    expect(new Set(sent[0]!.keys)).toEqual(new Set(keys));
    expect(versions.slice(0, 3)).toEqual([7, 3, 0]);
    expect(new Set(versions.filter((_, i) => i % 3 === 0))).toEqual(new Set([7]));
  });

  it('never answers a read with a statement sent before it arrived: it sees what was committed before it', async () => {
    await setVersion('wishlists:strict', 1);
    const { read, sent } = reader();
    const first = read.read('wishlists:strict');
    // the first statement is on its way (sent on the next turn): a change commits, then a read arrives
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(1);
    await setVersion('wishlists:strict', 2);
    const second = read.read('wishlists:strict');
    expect(await second).toBe(2);
    expect([1, 2]).toContain(await first);
    expect(sent).toHaveLength(2);
  });
});
