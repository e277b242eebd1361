import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { MAX_ITEMS_PER_WISHLIST, MAX_WISHLISTS_PER_USER } from '../wishlist.service.js';
import { MISSING_ID, guest, ownerWithItem } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('wishlists', () => {
  it('POST creates a private list answering id and _id; GET lists it for its owner only', async () => {
    const { token, user } = await signUp(server);
    const res = await server.api('POST', '/wishlists', {
      token,
      body: { title: '  Liste de Jade ', description: 'Merci !', date: '2026-06-01T00:00:00.000Z' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Liste de Jade',
      description: 'Merci !',
      date: '2026-06-01T00:00:00.000Z',
      visibility: 'private',
      status: 'published',
      themeColor: 'blue',
      cover: null,
      isMine: true,
      items: [],
    });
    expect(res.body._id).toBe(res.body.id);
    const [row] = await server.sql('select owner_id from wishlists where id = $1', [res.body.id]);
    expect(row.owner_id).toBe(user.id);
    const mine = await server.api('GET', '/wishlists', { token });
    expect(mine.body.map((w: { id: string }) => w.id)).toEqual([res.body.id]);
    const other = await signUp(server);
    expect((await server.api('GET', '/wishlists', { token: other.token })).body).toEqual([]);
    expect((await server.api('GET', '/wishlists')).status).toBe(401);
  });

  it('GET /wishlists answers each list with its item and reserved counts, without the items', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Doudou', price: 15 } });
    expect((await server.api('POST', `/wishlists/${wishlistId}/items/${itemId}/reserve`, { body: guest() })).status).toBe(201);
    const empty = await server.api('POST', '/wishlists', { token: owner.token, body: { title: 'Vide' } });
    const list = await server.api('GET', '/wishlists', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((w: Record<string, unknown>) => [w.id, w.itemCount, w.reservedCount, 'items' in w])).toEqual([
      [empty.body.id, 0, 0, false],
      [wishlistId, 2, 1, false],
    ]);
  });

  it('refuses a missing title and a predictionId naming no prediction', async () => {
    const { token } = await signUp(server);
    const bad = await server.api('POST', '/wishlists', { token, body: { title: ' ' } });
    expect(bad).toMatchObject({ status: 422, body: { type: 'invalidForm', errors: [{ path: 'title', message: 'validation.required' }] } });
    const pred = await server.api('POST', '/wishlists', { token, body: { title: 'A', predictionId: MISSING_ID } });
    expect(pred).toMatchObject({ status: 422, body: { errors: [{ path: 'predictionId', message: 'validation.notFound' }] } });
    expect((await server.api('POST', '/wishlists', { token, body: { title: 'A', predictionId: null } })).status).toBe(201);
    expect(
      (
        await server.sql('select count(*)::int as n from wishlists where owner_id = (select id from users where email = $1)', [
          (await server.api('GET', '/auth/me', { token })).body.email,
        ])
      )[0].n,
    ).toBe(1);
  });

  it('PATCH validates and changes only the fields given', async () => {
    const { token } = await signUp(server);
    const { body } = await server.api('POST', '/wishlists', { token, body: { title: 'Liste', description: 'Texte' } });
    const res = await server.api('PATCH', `/wishlists/${body.id}`, { token, body: { themeColor: 'pink', cover: 'landscape_12.jpg' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Liste',
      description: 'Texte',
      themeColor: 'pink',
      cover: 'landscape_12.jpg',
      visibility: 'private',
    });
    for (const [field, value] of [
      ['cover', 'baby_05.jpg'],
      ['cover', 'marine_02.jpg'],
      ['visibility', 'friends'],
      ['visibility', null],
      ['title', ''],
      ['title', 'x'.repeat(101)],
      ['date', '2026-02-30'],
      ['owner', 'x'],
    ] as const) {
      const bad = await server.api('PATCH', `/wishlists/${body.id}`, { token, body: { [field]: value } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
    }
    for (const cover of ['baby_04.jpg', 'bedroom_06.jpg', 'art_04.jpg', 'flowers_05.jpg', 'marine_01.jpg', 'night_01.jpg']) {
      expect((await server.api('PATCH', `/wishlists/${body.id}`, { token, body: { cover } })).status).toBe(200);
    }
    const cleared = await server.api('PATCH', `/wishlists/${body.id}`, { token, body: { cover: null, description: null } });
    expect(cleared.body).toMatchObject({ cover: null, description: null, title: 'Liste', themeColor: 'pink' });
    const other = await signUp(server);
    expect((await server.api('PATCH', `/wishlists/${body.id}`, { token: other.token, body: { title: 'Volée' } })).status).toBe(404);
  });

  // who else may delete it: co-owners/__tests__/authorization-matrix.owner.test.ts
  it('DELETE removes the list with its items', async () => {
    const { owner, wishlistId } = await ownerWithItem(server);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}`, { token: owner.token })).status).toBe(204);
    expect(await server.sql('select 1 from wishlist_items where wishlist_id = $1', [wishlistId])).toHaveLength(0);
  });

  it(`allows ${MAX_WISHLISTS_PER_USER} lists per user, even under parallel creation`, async () => {
    const { token } = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: MAX_WISHLISTS_PER_USER + 5 }, (_, i) => server.api('POST', '/wishlists', { token, body: { title: `L${i}` } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_WISHLISTS_PER_USER);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(5);
    for (const a of refused) expect(a.body).toEqual({ type: 'invalidForm', errors: [{ path: '', message: 'validation.limitReached' }] });
  });
});

describe('items', () => {
  it('creates items owner-only, with price in euros and validated urls', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { price: 12.5, description: 'Légère' });
    const list = await server.api('GET', `/wishlists/${wishlistId}`);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: itemId,
        title: 'Poussette',
        price: 12.5,
        category: 'outings',
        hasUrl: true,
        isReserved: false,
        reservedBy: null,
        reservedAt: null,
      }),
    ]);
    const other = await signUp(server);
    expect((await server.api('POST', `/wishlists/${wishlistId}/items`, { token: other.token, body: { title: 'X' } })).status).toBe(404);
    expect((await server.api('POST', `/wishlists/${wishlistId}/items`, { body: { title: 'X' } })).status).toBe(401);
    for (const [field, value] of [
      ['url', 'javascript:alert(1)'],
      ['url', 'data:text/html,<script>alert(1)</script>'],
      ['image', 'data:image/png;base64,AAAA'],
      ['image', 'ftp://example.fr/a.png'],
      ['price', -1],
      ['price', 1.234],
      ['price', '12'],
      ['category', 'toys'],
      ['title', ''],
    ] as const) {
      const bad = await server.api('POST', `/wishlists/${wishlistId}/items`, {
        token: owner.token,
        body: { title: 'Jouet', [field]: value },
      });
      expect([field, bad.status, bad.body.errors?.[0]?.path]).toEqual([field, 422, field]);
    }
    const ok = await server.api('POST', `/wishlists/${wishlistId}/items`, {
      token: owner.token,
      body: { title: 'Hochet', price: 0, image: 'http://example.fr/h.png' },
    });
    expect(ok).toMatchObject({ status: 201, body: { price: 0, category: null, image: 'http://example.fr/h.png', hasUrl: false } });
  });

  it('PATCH validates only the fields given; DELETE removes the item', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { description: 'Bleue' });
    const res = await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token, body: { price: 19.99 } });
    expect(res.body).toMatchObject({ title: 'Poussette', price: 19.99, description: 'Bleue', category: 'outings' });
    const bad = await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, {
      token: owner.token,
      body: { image: 'javascript:x' },
    });
    expect(bad).toMatchObject({ status: 422, body: { errors: [{ path: 'image', message: 'validation.url' }] } });
    const url = await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, {
      token: owner.token,
      body: { url: 'https://x.fr' },
    });
    expect(url.status).toBe(422); // url is not part of the item PATCH body (docs/product.md#api)
    const uncategorized = await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, {
      token: owner.token,
      body: { category: null },
    });
    expect(uncategorized.body).toMatchObject({ category: null, price: 19.99 });
    const other = await signUp(server);
    expect((await server.api('PATCH', `/wishlists/${wishlistId}/items/${itemId}`, { token: other.token, body: { price: 1 } })).status).toBe(
      404,
    );
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}`, { token: other.token })).status).toBe(404);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token })).status).toBe(204);
    expect(await server.sql('select 1 from wishlist_items where id = $1', [itemId])).toHaveLength(0);
  });

  it('groups by category, uncategorized last, reserved after available inside a category', async () => {
    const { owner, wishlistId, itemId: stroller } = await ownerWithItem(server);
    const add = async (title: string, category?: string) =>
      (await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title, category } })).body.id as string;
    const book = await add('Livre');
    const seat = await add('Siège auto', 'outings');
    const bath = await add('Baignoire', 'hygiene');
    expect((await server.api('POST', `/wishlists/${wishlistId}/items/${stroller}/reserve`, { body: guest() })).status).toBe(201);
    const { body } = await server.api('GET', `/wishlists/${wishlistId}`);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([bath, seat, stroller, book]);
  });

  it(`allows ${MAX_ITEMS_PER_WISHLIST} items per list, even under parallel creation`, async () => {
    const { owner, wishlistId } = await ownerWithItem(server);
    await server.sql(
      `insert into wishlist_items (id, created_at, updated_at, wishlist_id, title)
       select gen_random_uuid(), now(), now(), $1, 'item ' || n from generate_series(1, $2::int) n`,
      [wishlistId, MAX_ITEMS_PER_WISHLIST - 4],
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: `N${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422 && a.body.errors[0].message === 'validation.limitReached')).toHaveLength(7);
    expect((await server.sql('select count(*)::int as n from wishlist_items where wishlist_id = $1', [wishlistId]))[0].n).toBe(
      MAX_ITEMS_PER_WISHLIST,
    );
  });

  it('the item link redirects (302) to the url of a public list, 404 when private', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const res = await fetch(`${server.url}/api/wishlists/${wishlistId}/items/${itemId}/link`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.fr/poussette');
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'private' } });
    expect((await server.api('GET', `/wishlists/${wishlistId}/items/${itemId}/link`)).status).toBe(404);
  });
});

describe('GET /api/wishlists/example', () => {
  it('answers the same French demo list every time, to anyone', async () => {
    const a = await server.api('GET', '/wishlists/example');
    const b = await server.api('GET', '/wishlists/example');
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ title: 'Liste de naissance de Jade', visibility: 'public', isMine: false });
    expect(a.body.items.length).toBeGreaterThan(5);
    expect(a.body.items.some((i: { isReserved: boolean }) => i.isReserved)).toBe(true);
    expect(a.body.items.at(-1).category).toBeNull();
    // the baby is on the way, whenever the example is read: due the first of a month, some months ahead
    const due = new Date(a.body.date);
    expect(due.getUTCDate()).toBe(1);
    expect(due.getTime() - Date.now()).toBeGreaterThan(60 * 24 * 3600 * 1000);
    expect(due.getTime() - Date.now()).toBeLessThan(100 * 24 * 3600 * 1000);
    const { token } = await signUp(server);
    expect((await server.api('GET', '/wishlists/example', { token })).body).toEqual(a.body);
  });
  it('shows a picture of each item, served by this server as a JPEG browsers keep', async () => {
    const { body } = await server.api('GET', '/wishlists/example');
    const images: string[] = body.items.map((i: { image: string | null }) => i.image);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) {
      expect(image).toMatch(/^\/example-items\/[a-z-]+\.jpg$/);
      const res = await fetch(`${server.url}${image}`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
        200,
        'image/jpeg',
        'public, max-age=31536000, immutable',
      ]);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(2000);
    }
  });
});
