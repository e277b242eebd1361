import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createEvent, createTimeline } from '../../timelines/__tests__/fixtures.js';
import { STORED_VARIANTS } from '../photo-urls.js';
import { smallPng, uploadPhoto } from './fixtures.js';

const UPLOADS_PER_USER = 8;
const QUOTA_BYTES = 1024 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PHOTO_QUOTA_MB: '1', PHOTO_UPLOAD_LIMIT_PER_USER: String(UPLOADS_PER_USER) });
});
afterAll(() => server.close());

/** A signed-up owner with `count` events on one timeline (so the 10-a-event limit stays out of the way). */
async function ownerWithEvents(count: number) {
  const owner = await signUp(server);
  const timeline = await createTimeline(server, owner.token);
  const events = [];
  for (let i = 0; i < count; i++) events.push(await createEvent(server, owner.token, timeline.id));
  return { ...owner, timeline, events };
}

/** Noise compresses badly: a photo of some hundreds of kB once re-encoded. */
async function noisyPhoto(): Promise<Buffer> {
  const side = 900;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

describe('the storage quota', () => {
  it('holds under parallel uploads: the database decides, and the usage tells it', async () => {
    const { token, timeline, events } = await ownerWithEvents(7);
    const photo = await noisyPhoto();
    const answers = await Promise.all(events.map((e) => uploadPhoto(server, token, timeline.id, e.id, photo)));
    const [{ bytes }] = await server.sql<{ bytes: number }>('select bytes from photos limit 1');
    // identical uploads store identical bytes: exactly as many as fit
    const fit = Math.floor(QUOTA_BYTES / bytes);
    expect(fit).toBeGreaterThanOrEqual(1);
    expect(fit).toBeLessThan(events.length);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(fit);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused).toMatchObject({
        status: 422,
        body: { type: 'invalidForm', errors: [{ path: 'file', message: 'validation.storageFull' }] },
      });
    }
    const [{ used }] = await server.sql(
      'select sum(bytes)::int as used from photos p join timeline_events e on e.id = p.event_id where e.timeline_id = $1',
      [timeline.id],
    );
    expect(used).toBe(fit * bytes);
    expect((await server.api('GET', '/photos/usage', { token })).body).toEqual({ usedBytes: used, quotaBytes: QUOTA_BYTES });
    const gql = await server.gql('{ photoUsage { usedBytes quotaBytes } }', {}, token);
    expect(gql.body.data.photoUsage).toEqual({ usedBytes: used, quotaBytes: QUOTA_BYTES });
    // the refused uploads left no file behind
    expect((await server.sql('select count(*)::int as n from photo_objects'))[0].n).toBe(STORED_VARIANTS.length * fit);
  }, 60_000);

  it("is the signed-in user's: signed out is 401", async () => {
    expect((await server.api('GET', '/photos/usage')).status).toBe(401);
  });
});

describe('the upload rate limit', () => {
  it(`lets ${UPLOADS_PER_USER} uploads a window through, under parallel requests, then answers 429`, async () => {
    const { token, timeline, events } = await ownerWithEvents(2);
    const png = await smallPng();
    const answers = await Promise.all(
      Array.from({ length: UPLOADS_PER_USER + 3 }, (_v, i) => uploadPhoto(server, token, timeline.id, events[i % 2].id, png)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(UPLOADS_PER_USER);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    // per user: someone else still uploads
    const other = await ownerWithEvents(1);
    expect((await uploadPhoto(server, other.token, other.timeline.id, other.events[0].id, png)).status).toBe(201);
  });
});
