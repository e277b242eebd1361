import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import sharp from 'sharp';
import { startBenchGateway } from './bench-gateway.js';

/**
 * `npm run bench:book -w gateway`: the baby book of a timeline of BENCH_BOOK_EVENTS events with
 * two photos each (2048 px, textured noise: stored as WebP of a few hundred KB, as a phone's photo
 * is), in A4 then A5, then A4 again once the photos' print renditions are removed (photos stored
 * before there were any: the book makes and keeps them): how long it takes, the process's peak
 * memory over its baseline, and the gateway's answers meanwhile (GET /readyz one after another,
 * their p50/p99 and count, against the same loop measured idle first).
 * Results go to docs/performance.md#the-baby-book.
 */
const EVENTS = Number(process.env.BENCH_BOOK_EVENTS ?? 60);
const PHOTOS_PER_EVENT = 2;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 10) / 10;

const gateway = await startBenchGateway('book', {
  PHOTO_QUOTA_MB: '10000',
  PHOTO_UPLOAD_LIMIT_PER_USER: '100000',
});
const url = gateway.server.url;
const auth = { authorization: `Bearer ${gateway.token}` };
const json = async (method: string, route: string, body: unknown) => {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
};

/** GET /readyz one after another until `until` settles: each answer's time. */
async function pings(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    await (await fetch(`${url}/readyz`)).arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times: number[]) => ({ answered: times.length, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) });

try {
  const birth = new Date(2026, 0, 15);
  const timeline = await json('POST', '/timelines', {
    title: 'Banc',
    firstName: 'Léonie',
    birthDate: birth.toISOString(),
    visibility: 'private',
  });
  // a few distinct photos go through the upload (processed as a phone's would be); the others are
  // copies of their stored files under new ids, each read on its own by the book
  const db = new pg.Client({ connectionString: gateway.databaseUrl });
  await db.connect();
  const originals: string[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const date = new Date(birth.getTime() + i * 5 * 86_400_000).toISOString();
    const description = 'Une journée à retenir : le soleil, les câlins et la première cuillère de purée. '.repeat(1 + (i % 3));
    const event = await json('POST', `/timelines/${timeline.id}/events`, { title: `Événement ${i + 1}`, date, description });
    for (let p = 0; p < PHOTOS_PER_EVENT; p++) {
      if (originals.length < 4) {
        const photo = await sharp({
          create: {
            width: 2048,
            height: 1536,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128 + 20 * originals.length, sigma: 40 },
          },
        })
          .blur(1.5)
          .jpeg({ quality: 90 })
          .toBuffer();
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
        const res = await fetch(`${url}/api/timelines/${timeline.id}/events/${event.id}/photos`, {
          method: 'POST',
          body: form,
          headers: auth,
        });
        if (res.status !== 201) throw new Error(`upload: ${res.status}`);
        originals.push(((await res.json()) as { id: string }).id);
        continue;
      }
      const from = originals[(i * PHOTOS_PER_EVENT + p) % originals.length];
      const id = randomUUID();
      await db.query(
        `insert into photos (id, event_id, uploader_id, width, height, bytes, created_at)
         select $1, $2, uploader_id, width, height, bytes, now() from photos where id = $3`,
        [id, event.id, from],
      );
      await db.query(
        `insert into photo_objects (key, content_type, data)
         select replace(key, $2, $1), content_type, data from photo_objects where key like 'photos/' || $2 || '/%'`,
        [id, from],
      );
    }
  }
  // the same loop of requests, idle: what "answering meanwhile" is compared with
  const idle = summary(await pings(new Promise((r) => setTimeout(r, 3000))));
  const results = [];
  const runs = [
    { format: 'a4', prints: 'stored' },
    { format: 'a5', prints: 'stored' },
    { format: 'a4', prints: 'made by this book' },
  ];
  for (const { format, prints } of runs) {
    if (prints !== 'stored') await db.query(`delete from photo_objects where key like 'photos/%/print.jpg'`);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
    const start = performance.now();
    // the gateway runs in this process: its CPU time (every thread, libuv's too) whatever the machine's load
    const cpuBefore = process.cpuUsage();
    const book = fetch(`${url}/api/timelines/${timeline.id}/book.pdf?format=${format}`, { headers: auth }).then(async (res) => {
      const bytes = (await res.arrayBuffer()).byteLength;
      return { status: res.status, bytes, ms: performance.now() - start };
    });
    const during = summary(await pings(book));
    clearInterval(sampler);
    const made = await book;
    const cpu = process.cpuUsage(cpuBefore);
    results.push({
      format,
      prints,
      events: EVENTS,
      photos: EVENTS * PHOTOS_PER_EVENT,
      status: made.status,
      seconds: round(made.ms / 1000),
      // includes the /readyz loop's own requests
      cpuSeconds: round((cpu.user + cpu.system) / 1e6),
      pdfMb: round(made.bytes / 1024 / 1024),
      rssPeakOverBaselineMb: round((rssPeak - rssBefore) / 1024 / 1024),
      readyzMeanwhile: during,
      // above 1: answers slower while the book is made than idle, in the same run
      readyzP50VsIdle: round(during.p50 / idle.p50),
      // the machine's load average (1 min) when the book was done: the durations are that load's
      load: round(os.loadavg()[0]),
    });
  }
  await db.end();
  console.log(JSON.stringify({ readyzIdle: idle, books: results }, null, 2));
} finally {
  await gateway.stop();
}
