import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createEvent, createTimeline } from '../../timelines/__tests__/fixtures.js';
import { getPhoto, smallPng, uploadPhoto } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A private timeline with one photo, its owner, and another user. */
async function privatePhoto() {
  const owner = await signUp(server);
  const timeline = await createTimeline(server, owner.token, { visibility: 'private' });
  const event = await createEvent(server, owner.token, timeline.id);
  const photo = (await uploadPhoto(server, owner.token, timeline.id, event.id, await smallPng())).body;
  const other = await signUp(server);
  return { owner, timeline, event, photo, other };
}

const unsigned = (url: string) => url.split('?')[0];

describe("a private timeline's photos", () => {
  it('are served to their owner by a signed, expiring URL, never cached by shared caches', async () => {
    const { photo } = await privatePhoto();
    expect(photo.url).toMatch(new RegExp(`^/api/photos/${photo.id}/full\\?expires=\\d+&signature=[\\w-]+$`));
    const expires = Number(new URL(photo.url, server.url).searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
    // images load without the bearer token: the signature is what lets them through
    const full = await getPhoto(server, photo.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await getPhoto(server, photo.thumbnailUrl)).status).toBe(200);
  });

  it('answer 404 to a visitor and another user without a valid signature: REST, GraphQL and the files', async () => {
    const { owner, timeline, photo, other } = await privatePhoto();
    for (const token of [undefined, other.token]) {
      expect((await server.api('GET', `/timelines/${timeline.id}`, { token })).status).toBe(404);
      const gql = await server.gql(`query ($id: ID!) { timeline(id: $id) { events { photos { url } } } }`, { id: timeline.id }, token);
      expect(gql.body.data).toBeNull();
      expect(JSON.stringify(gql.body)).not.toContain(photo.id);
      for (const url of [unsigned(photo.url), unsigned(photo.thumbnailUrl)]) {
        const res = await getPhoto(server, url, token);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/json/);
      }
    }
    // the owner's bearer token works without a signature (an API client), never stored by caches
    const mine = await getPhoto(server, unsigned(photo.url), owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
  });

  it("refuse a tampered, expired, or other photo's signature", async () => {
    const { photo } = await privatePhoto();
    const url = new URL(photo.url, server.url);
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const other = await privatePhoto();
    const tries = [
      `/api/photos/${photo.id}/full?expires=${Number(expires) + 1}&signature=${signature}`,
      `/api/photos/${photo.id}/full?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
      `/api/photos/${photo.id}/thumb?expires=${expires}&signature=${signature}`,
      `/api/photos/${other.photo.id}/full?expires=${expires}&signature=${signature}`,
      `/api/photos/${photo.id}/full?expires=${Math.floor(Date.now() / 1000) - 10}&signature=${signature}`,
      `/api/photos/${photo.id}/full?expires[]=1&signature=${signature}`,
      `/api/photos/${photo.id}/original?expires=${expires}&signature=${signature}`,
      `/api/photos/not-an-id/full`,
    ];
    for (const attempt of tries) expect([attempt, (await getPhoto(server, attempt)).status]).toEqual([attempt, 404]);
  });

  it('stop being served plainly once the timeline turns private', async () => {
    const owner = await signUp(server);
    const timeline = await createTimeline(server, owner.token, { visibility: 'public' });
    const event = await createEvent(server, owner.token, timeline.id);
    const photo = (await uploadPhoto(server, owner.token, timeline.id, event.id, await smallPng())).body;
    expect((await getPhoto(server, photo.url)).status).toBe(200);
    await server.sql(`update timelines set visibility = 'private' where id = $1`, [timeline.id]);
    expect((await getPhoto(server, photo.url)).status).toBe(404);
    expect((await getPhoto(server, photo.thumbnailUrl)).status).toBe(404);
  });
});
