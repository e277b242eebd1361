import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createEvent, createTimeline, MISSING_ID } from '../../timelines/__tests__/fixtures.js';
import { MAX_PHOTOS_PER_EVENT } from '../photo.service.js';
import { STORED_VARIANTS } from '../photo-urls.js';
import { getPhoto, phoneJpeg, smallPng, uploadPhoto } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  // room for every parallel upload of the per-event limit's test: the work queue's own 429 is tested in photos.image-work
  server = await startTestServer({ PHOTO_WORK_QUEUE: '100' });
});
afterAll(() => server.close());

/** A signed-up owner with a timeline (private unless said) and one event. */
async function ownerWithEvent(visibility = 'private') {
  const owner = await signUp(server);
  const timeline = await createTimeline(server, owner.token, { visibility });
  const event = await createEvent(server, owner.token, timeline.id);
  return { ...owner, timeline, event };
}

describe('POST /api/timelines/:id/events/:eventId/photos', () => {
  it('stores the processed photo and answers {id, url, thumbnailUrl, width, height}; the event carries it', async () => {
    const { token, timeline, event } = await ownerWithEvent('public');
    const res = await uploadPhoto(server, token, timeline.id, event.id, await phoneJpeg({ width: 400, height: 200 }), {
      name: 'photo.txt',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: `/api/photos/${res.body.id}/full`,
      thumbnailUrl: `/api/photos/${res.body.id}/thumb`,
      // the orientation applied
      width: 200,
      height: 400,
    });
    const [row] = await server.sql('select event_id, uploader_id, width, height, bytes > 0 as stored from photos where id = $1', [
      res.body.id,
    ]);
    expect(row).toMatchObject({ event_id: event.id, width: 200, height: 400, stored: true });
    const rest = await server.api('GET', `/timelines/${timeline.id}`);
    expect(rest.body.events[0].photos).toEqual([res.body]);
    const gql = await server.gql(`query ($id: ID!) { timeline(id: $id) { events { photos { id url thumbnailUrl width height } } } }`, {
      id: timeline.id,
    });
    expect(gql.body.data.timeline.events[0].photos).toEqual([res.body]);
    // a visitor gets the files of a public timeline, cacheable, without metadata
    const full = await getPhoto(server, res.body.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toBe('public, max-age=3600');
    const meta = await sharp(full.data).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect((await sharp((await getPhoto(server, res.body.thumbnailUrl)).data).metadata()).width).toBe(200);
  });

  it('refuses a non-image (415), an empty or missing field (422), and a body over 15 MB (413), never 500', async () => {
    const { token, timeline, event } = await ownerWithEvent();
    const text = await uploadPhoto(server, token, timeline.id, event.id, Buffer.from('hello, not a photo'), { name: 'x.jpg' });
    expect(text).toMatchObject({
      status: 415,
      body: { type: 'validationException', errors: [{ path: 'file', message: 'validation.unsupportedImage' }] },
    });
    const other = await uploadPhoto(server, token, timeline.id, event.id, await smallPng(), { field: 'image' });
    expect(other.status).toBe(422);
    const json = await server.api('POST', `/timelines/${timeline.id}/events/${event.id}/photos`, { token, body: { file: 'x' } });
    expect(json.status).toBe(415);
    const huge = Buffer.alloc(15 * 1024 * 1024 + 10, 1);
    const large = await uploadPhoto(server, token, timeline.id, event.id, huge);
    expect(large.status).toBe(413);
    // streamed without a length: cut at the limit
    const stream = new ReadableStream({
      start(controller) {
        const boundary = '--x\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n';
        controller.enqueue(new TextEncoder().encode(boundary));
        for (let i = 0; i < 17; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.enqueue(new TextEncoder().encode('\r\n--x--\r\n'));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/api/timelines/${timeline.id}/events/${event.id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await server.sql('select count(*)::int as n from photos where event_id = $1', [event.id]))[0].n).toBe(0);
  });

  it("is the owner's: a visitor gets 401, another user 404, and nothing is stored", async () => {
    const { timeline, event } = await ownerWithEvent('public');
    const other = await signUp(server);
    const png = await smallPng();
    expect((await uploadPhoto(server, undefined, timeline.id, event.id, png)).status).toBe(401);
    expect((await uploadPhoto(server, other.token, timeline.id, event.id, png)).status).toBe(404);
    expect((await uploadPhoto(server, other.token, timeline.id, MISSING_ID, png)).status).toBe(404);
    expect((await server.sql('select count(*)::int as n from photos where event_id = $1', [event.id]))[0].n).toBe(0);
  });

  it(`holds at most ${MAX_PHOTOS_PER_EVENT} photos an event, under parallel uploads`, async () => {
    const { token, timeline, event } = await ownerWithEvent();
    const png = await smallPng();
    const answers = await Promise.all(
      Array.from({ length: MAX_PHOTOS_PER_EVENT + 3 }, () => uploadPhoto(server, token, timeline.id, event.id, png)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_PHOTOS_PER_EVENT);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.errors[0].message)).toEqual(Array(3).fill('validation.limitReached'));
    expect((await server.sql('select count(*)::int as n from photos where event_id = $1', [event.id]))[0].n).toBe(MAX_PHOTOS_PER_EVENT);
    // the refused uploads' files went too
    expect((await server.sql('select count(*)::int as n from photo_objects'))[0].n).toBe(
      (await server.sql('select count(*)::int as n from photos'))[0].n * STORED_VARIANTS.length,
    );
  });
});

describe('DELETE /api/timelines/:id/events/:eventId/photos/:photoId', () => {
  it('removes the photo and its files; someone else gets 404 and changes nothing', async () => {
    const { token, timeline, event } = await ownerWithEvent('public');
    const photo = (await uploadPhoto(server, token, timeline.id, event.id, await smallPng())).body;
    const route = `/timelines/${timeline.id}/events/${event.id}/photos/${photo.id}`;
    const other = await signUp(server);
    expect((await server.api('DELETE', route, { token: other.token })).status).toBe(404);
    expect((await server.api('DELETE', route)).status).toBe(401);
    expect((await getPhoto(server, photo.url)).status).toBe(200);
    expect((await server.api('DELETE', route, { token })).status).toBe(204);
    expect((await getPhoto(server, photo.url)).status).toBe(404);
    expect(await server.sql('select key from photo_objects where key like $1', [`photos/${photo.id}/%`])).toEqual([]);
    expect((await server.api('DELETE', route, { token })).status).toBe(404);
  });

  it('works over GraphQL too: deleteTimelineEventPhoto, notFound for someone else', async () => {
    const { token, timeline, event } = await ownerWithEvent();
    const photo = (await uploadPhoto(server, token, timeline.id, event.id, await smallPng())).body;
    const op = `mutation ($t: ID!, $e: ID!, $p: ID!) { deleteTimelineEventPhoto(timelineId: $t, eventId: $e, photoId: $p) }`;
    const variables = { t: timeline.id, e: event.id, p: photo.id };
    const other = await signUp(server);
    expect((await server.gql(op, variables, other.token)).body.errors[0].extensions.code).toBe('notFound');
    expect((await server.gql(op, variables)).body.errors[0].extensions.code).toBe('unauthorized');
    expect((await server.gql(op, variables, token)).body.data).toEqual({ deleteTimelineEventPhoto: true });
    expect(await server.sql('select id from photos where id = $1', [photo.id])).toEqual([]);
  });

  it('deleting the event or the timeline deletes the photos and their files', async () => {
    const { token, timeline, event } = await ownerWithEvent();
    const png = await smallPng();
    const first = (await uploadPhoto(server, token, timeline.id, event.id, png)).body;
    const second = await createEvent(server, token, timeline.id);
    const other = (await uploadPhoto(server, token, timeline.id, second.id, png)).body;
    expect((await server.api('DELETE', `/timelines/${timeline.id}/events/${event.id}`, { token })).status).toBe(204);
    const keys = async (id: string) => server.sql('select key from photo_objects where key like $1', [`photos/${id}/%`]);
    expect(await keys(first.id)).toEqual([]);
    expect(await keys(other.id)).toHaveLength(STORED_VARIANTS.length);
    expect((await server.api('DELETE', `/timelines/${timeline.id}`, { token })).status).toBe(204);
    expect(await keys(other.id)).toEqual([]);
    expect(await server.sql('select id from photos where id = any($1)', [[first.id, other.id]])).toEqual([]);
  });
});
