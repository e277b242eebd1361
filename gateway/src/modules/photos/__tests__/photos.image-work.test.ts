// Image work is bounded per process (photo.service.ts imageWork): a burst of uploads never holds
// more than PHOTO_WORK_CONCURRENCY of libuv's shared threads, and past the queue it is a 429.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { createEvent, createTimeline } from '../../timelines/__tests__/fixtures.js';
import { uploadPhoto } from './fixtures.js';

const QUEUE = 2;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PHOTO_WORK_CONCURRENCY: '1', PHOTO_WORK_QUEUE: String(QUEUE) });
});
afterAll(() => server.close());

/** Until `check` holds, looking again on each turn of the loop (what the server has received). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a burst of large photos', () => {
  it('is processed one at a time, QUEUE wait, the rest answer 429 in the error shape; the queue then drains', async () => {
    const owner = await signUp(server);
    const timeline = await createTimeline(server, owner.token);
    const event = await createEvent(server, owner.token, timeline.id);
    // 4000 x 4000 of one colour: a small file that decodes into many pixels
    const large = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#88aa44' } })
      .png()
      .toBuffer();
    const work = server.services.photos.imageWork;
    // the test holds the one slot, so what waits and what is refused does not depend on the machine's speed
    let release!: () => void;
    const held = work.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = Array.from({ length: QUEUE }, () => uploadPhoto(server, owner.token, timeline.id, event.id, large));
    await until(() => work.waiting === QUEUE);
    const refused = await Promise.all(Array.from({ length: 3 }, () => uploadPhoto(server, owner.token, timeline.id, event.id, large)));
    for (const answer of refused) expect(answer).toEqual({ status: 429, body: { type: 'tooManyRequests', errors: [] } });
    expect(work.refused).toBe(3);
    release();
    await held;
    expect((await Promise.all(queued)).map((a) => a.status)).toEqual([201, 201]);
    // and a burst with no help: never more than one image at once
    const burst = await Promise.all(Array.from({ length: 5 }, () => uploadPhoto(server, owner.token, timeline.id, event.id, large)));
    expect(burst.every((a) => a.status === 201 || a.status === 429)).toBe(true);
    expect(burst.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(work.peak).toBe(1);
    expect(work.waiting).toBe(0);
  }, 120_000);
});
