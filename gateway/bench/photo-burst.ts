// The photo burst of `npm run bench` (issue 28): one account uploads PHOTO_BURST large PNGs at once
// while another user reads a compressed answer and signs in, one request after the other. Both
// share libuv's threads with sharp: they must stay within BURST_TARGET × their quiet time.
import sharp from 'sharp';
import { median, target } from './targets.js';

const PHOTO_BURST = 10;
/** Issue 28: another user's compressed read and login during the burst, at most this × quiet. */
export const BURST_TARGET = 3;
const QUIET_SAMPLES = 15;
/** What the burst needs of the gateway's limits: its uploads and the neighbour's logins all let through. */
export const PHOTO_BURST_LIMITS = {
  PHOTO_UPLOAD_LIMIT_PER_USER: '100000',
  LOGIN_LIMIT_PER_IP: '100000',
  LOGIN_LIMIT_PER_EMAIL: '1000',
  LOGIN_LIMIT_PER_ACCOUNT: '100000',
};

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string; token: string }>;
}

/** ms one request takes, answered 2xx (its body read). */
async function timed(url: string, init: RequestInit): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status}`);
  return performance.now() - start;
}

/**
 * `rounds` bursts, each on a fresh event. `readUrl`: an /api answer over the compression threshold;
 * quiet times are measured before each burst, in the same round.
 */
export async function photoBurst(serverUrl: string, ownerToken: string, readUrl: string, rounds: number): Promise<void> {
  // 8 000 × 8 000 of one colour: 182 KB as a dense PNG, 64 million pixels to decode
  const png = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#88aa44' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const email = `burst.reader.${Date.now()}@example.fr`;
  await post(`${serverUrl}/api/auth/register`, { email, password: 'Bench2026x', firstName: 'Lecteur', lastName: 'Voisin' });
  const read = () => timed(readUrl, { headers: { 'accept-encoding': 'gzip' } });
  const login = () =>
    timed(`${serverUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench2026x' }),
    });
  const timeline = (
    await post(
      `${serverUrl}/api/timelines`,
      { title: 'Rafale', firstName: 'Lou', birthDate: '2025-06-01', visibility: 'private' },
      ownerToken,
    )
  ).id;
  const ratios = { read: [] as number[], login: [] as number[] };
  const worst = { read: 0, login: 0 };
  const statuses = new Map<number, number>();
  let burstSeconds = 0;
  for (let round = 0; round < rounds; round++) {
    const quiet = { read: [] as number[], login: [] as number[] };
    for (let i = 0; i < QUIET_SAMPLES; i++) quiet.read.push(await read());
    for (let i = 0; i < QUIET_SAMPLES; i++) quiet.login.push(await login());
    const event = (await post(`${serverUrl}/api/timelines/${timeline}/events`, { title: 'Photos', date: '2026-01-15' }, ownerToken)).id;
    const started = performance.now();
    let uploading = true;
    const uploads = Promise.all(
      Array.from({ length: PHOTO_BURST }, async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'large.png');
        const res = await fetch(`${serverUrl}/api/timelines/${timeline}/events/${event}/photos`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${ownerToken}` },
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    ).finally(() => (uploading = false));
    const during = { read: [] as number[], login: [] as number[] };
    // the uploads' bodies are sent first: the neighbour starts once the server is decoding
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (uploading) {
      during.read.push(await read());
      during.login.push(await login());
    }
    await uploads;
    burstSeconds += (performance.now() - started) / 1000 / rounds;
    for (const kind of ['read', 'login'] as const) {
      if (!during[kind].length) continue;
      ratios[kind].push(median(during[kind]) / median(quiet[kind]));
      worst[kind] = Math.max(worst[kind], Math.max(...during[kind]) / median(quiet[kind]));
    }
  }
  console.log(
    `\n${PHOTO_BURST} PNGs of 8000 × 8000 (${(png.length / 1024).toFixed(0)} KiB) uploaded at once by one account, ${rounds} rounds; the burst lasted ${burstSeconds.toFixed(1)} s; answers ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`,
  );
  for (const [kind, title] of [
    ['read', 'another user’s gzip read'],
    ['login', 'a login'],
  ] as const) {
    const ratio = median(ratios[kind]);
    target(
      `${title} during a burst of large photos: ≤ ${BURST_TARGET} × quiet`,
      ratios[kind].length > 0 && ratio <= BURST_TARGET,
      `median ${ratio.toFixed(2)} × quiet (median of ${ratios[kind].length} rounds), worst ${worst[kind].toFixed(2)} × quiet`,
    );
  }
}
