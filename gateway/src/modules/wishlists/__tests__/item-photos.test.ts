import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { getPhoto, phoneJpeg, postFile, smallPng } from '../../photos/__tests__/fixtures.js';
import { STORED_VARIANTS } from '../../photos/photo-urls.js';
import { ownerWithItem } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const photoPath = (wishlistId: string, itemId: string) => `/api/wishlists/${wishlistId}/items/${itemId}/photo`;
const filesOf = (photoId: string) => server.sql('select key from photo_objects where key like $1', [`photos/${photoId}/%`]);
const unsigned = (url: string) => url.split('?')[0];

describe('an item added by hand', () => {
  it('needs no image address, by REST and GraphQL', async () => {
    const { owner, wishlistId } = await ownerWithItem(server);
    const rest = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Un livre' } });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ title: 'Un livre', image: null, photo: null });
    const gql = await server.gql(
      `mutation ($id: ID!) { createWishlistItem(wishlistId: $id, input: { title: "Un autre livre" }) { title image photo { id } } }`,
      { id: wishlistId },
      owner.token,
    );
    expect(gql.body.data.createWishlistItem).toEqual({ title: 'Un autre livre', image: null, photo: null });
  });
});

describe("an item's photo", () => {
  it('is uploaded by the owner, processed as timeline photos are, and shown to guests of a public list', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server, { image: null });
    const uploaded = await postFile(server, owner.token, photoPath(wishlistId, itemId), await phoneJpeg({ width: 400, height: 200 }));
    expect(uploaded.status).toBe(201);
    const { photo } = uploaded.body;
    // oriented (EXIF said rotate): stored portrait
    expect(photo).toMatchObject({
      width: 200,
      height: 400,
      url: `/api/photos/${photo.id}/full`,
      thumbnailUrl: `/api/photos/${photo.id}/thumb`,
    });
    const file = await getPhoto(server, photo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
    // the guest's view, by REST and GraphQL
    const list = await server.api('GET', `/wishlists/${wishlistId}`);
    expect(list.body.items[0].photo).toEqual(photo);
    const gql = await server.gql(`query ($id: ID!) { wishlist(id: $id) { items { photo { id url thumbnailUrl } } } }`, { id: wishlistId });
    expect(gql.body.data.wishlist.items[0].photo).toEqual({ id: photo.id, url: photo.url, thumbnailUrl: photo.thumbnailUrl });
  });

  it('replaces the one before (one photo an item, whatever the concurrency), and its files go with it', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const first = await postFile(server, owner.token, photoPath(wishlistId, itemId), await smallPng(), { type: 'image/png' });
    const png = await smallPng();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postFile(server, owner.token, photoPath(wishlistId, itemId), png, { type: 'image/png' })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const rows = await server.sql('select id from photos where item_id = $1', [itemId]);
    expect(rows).toHaveLength(1);
    const kept = (await server.api('GET', `/wishlists/${wishlistId}`, { token: owner.token })).body.items[0].photo;
    expect(kept.id).toBe(rows[0].id);
    // every replaced photo's files are gone: only the kept one's remain (each stored variant)
    expect(await filesOf(first.body.photo.id)).toEqual([]);
    for (const answer of answers)
      expect(await filesOf(answer.body.photo.id)).toHaveLength(answer.body.photo.id === kept.id ? STORED_VARIANTS.length : 0);
  });

  it('is removed by REST or GraphQL, and its files with the item or the list', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const path = photoPath(wishlistId, itemId);
    const a = (await postFile(server, owner.token, path, await smallPng())).body.photo;
    const removed = await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/photo`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.photo).toBeNull();
    expect(await filesOf(a.id)).toEqual([]);
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}/photo`, { token: owner.token })).status).toBe(404);

    const b = (await postFile(server, owner.token, path, await smallPng())).body.photo;
    const gql = await server.gql(
      `mutation ($w: ID!, $i: ID!) { deleteWishlistItemPhoto(wishlistId: $w, itemId: $i) { id photo { id } } }`,
      { w: wishlistId, i: itemId },
      owner.token,
    );
    expect(gql.body.data.deleteWishlistItemPhoto).toEqual({ id: itemId, photo: null });
    expect(await filesOf(b.id)).toEqual([]);

    const c = (await postFile(server, owner.token, path, await smallPng())).body.photo;
    expect((await server.api('DELETE', `/wishlists/${wishlistId}/items/${itemId}`, { token: owner.token })).status).toBe(204);
    expect(await filesOf(c.id)).toEqual([]);

    const other = await server.api('POST', `/wishlists/${wishlistId}/items`, { token: owner.token, body: { title: 'Livre' } });
    const d = (await postFile(server, owner.token, photoPath(wishlistId, other.body.id), await smallPng())).body.photo;
    expect((await server.api('DELETE', `/wishlists/${wishlistId}`, { token: owner.token })).status).toBe(204);
    expect(await filesOf(d.id)).toEqual([]);
    expect(await server.sql('select id from photos where id = $1', [d.id])).toEqual([]);
  });

  it('is refused, in the error shape, for what is not a photo, too large, or not sent', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    const path = photoPath(wishlistId, itemId);
    const text = await postFile(server, owner.token, path, Buffer.from('not an image at all'), { type: 'image/jpeg' });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ type: 'validationException', errors: [{ path: 'file', message: 'validation.unsupportedImage' }] });
    const large = await postFile(server, owner.token, path, Buffer.alloc(16 * 1024 * 1024, 1));
    expect(large.status).toBe(413);
    const wrongField = await postFile(server, owner.token, path, await smallPng(), { field: 'image' });
    expect(wrongField.status).toBe(422);
    expect((await server.sql('select id from photos where item_id = $1', [itemId])).length).toBe(0);
  });
});

describe("a private list's item photo", () => {
  it('is not shown nor served to a visitor or another user; its owner gets signed URLs', async () => {
    const { owner, wishlistId, itemId } = await ownerWithItem(server);
    await server.api('PATCH', `/wishlists/${wishlistId}`, { token: owner.token, body: { visibility: 'private' } });
    const photo = (await postFile(server, owner.token, photoPath(wishlistId, itemId), await smallPng())).body.photo;
    expect(photo.url).toMatch(new RegExp(`^/api/photos/${photo.id}/full\\?expires=\\d+&signature=[\\w-]+$`));
    expect((await getPhoto(server, photo.thumbnailUrl)).status).toBe(200);
    const other = await signUp(server);
    for (const token of [undefined, other.token]) {
      const list = await server.api('GET', `/wishlists/${wishlistId}`, { token });
      expect(list.status).toBe(404);
      expect(JSON.stringify(list.body)).not.toContain(photo.id);
      for (const url of [unsigned(photo.url), unsigned(photo.thumbnailUrl)]) expect((await getPhoto(server, url, token)).status).toBe(404);
      // nor may they put one there
      expect((await postFile(server, token, photoPath(wishlistId, itemId), await smallPng())).status).toBe(token ? 404 : 401);
    }
    expect((await getPhoto(server, unsigned(photo.url), owner.token)).headers.get('cache-control')).toBe('private, no-store');
  });
});
