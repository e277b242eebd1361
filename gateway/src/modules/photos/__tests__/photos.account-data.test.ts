import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createEvent, createTimeline } from '../../timelines/__tests__/fixtures.js';
import { STORED_VARIANTS } from '../photo-urls.js';
import { getPhoto, smallPng, uploadPhoto } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An owner with a private and a public timeline, a photo on an event of each. */
async function ownerWithPhotos() {
  const owner = await signUp(server);
  const photos = [];
  for (const visibility of ['private', 'public']) {
    const timeline = await createTimeline(server, owner.token, { visibility });
    const event = await createEvent(server, owner.token, timeline.id);
    photos.push((await uploadPhoto(server, owner.token, timeline.id, event.id, await smallPng())).body);
  }
  return { ...owner, photos };
}

describe('the account data and photos', () => {
  it("exports each event's photos with absolute URLs that work for a day, without signing in", async () => {
    const { token, photos } = await ownerWithPhotos();
    const res = await server.api('GET', '/auth/me/export', { token });
    expect(res.status).toBe(200);
    const exported = res.body.timelines.flatMap((t: { events: { photos: unknown[] }[] }) => t.events.flatMap((e) => e.photos));
    expect(exported.map((p: { id: string }) => p.id).sort()).toEqual(photos.map((p) => p.id).sort());
    for (const photo of exported) {
      expect(photo).toMatchObject({ width: 60, height: 40, createdAt: expect.any(String) });
      const url = new URL(photo.url);
      expect(url.origin).toBe(server.config.publicUrl);
      const left = Number(url.searchParams.get('expires')) - Date.now() / 1000;
      expect(left).toBeGreaterThan(24 * 3600 - 60);
      expect(left).toBeLessThanOrEqual(24 * 3600);
      for (const link of [photo.url, photo.thumbnailUrl]) {
        const path = new URL(link).pathname + new URL(link).search;
        expect((await getPhoto(server, path)).status).toBe(200);
      }
    }
    // another account's export holds none of them
    const other = await signUp(server);
    expect(JSON.stringify((await server.api('GET', '/auth/me/export', { token: other.token })).body)).not.toContain(photos[0].id);
  });

  it('erasing the account erases its photos and their files', async () => {
    const { token, user, photos } = await ownerWithPhotos();
    const survivor = await ownerWithPhotos();
    expect((await server.api('DELETE', '/auth/me', { token, body: { password: 'Biberon2026' } })).status).toBe(200);
    for (const photo of photos) {
      expect(await server.sql('select id from photos where id = $1', [photo.id])).toEqual([]);
      expect(await server.sql('select key from photo_objects where key like $1', [`photos/${photo.id}/%`])).toEqual([]);
      expect((await getPhoto(server, photo.url)).status).toBe(404);
    }
    expect(await server.sql('select id from photos where uploader_id = $1', [user.id])).toEqual([]);
    expect(await server.sql('select key from photo_objects where key like $1', [`photos/${survivor.photos[0].id}/%`])).toHaveLength(
      STORED_VARIANTS.length,
    );
  });
});
