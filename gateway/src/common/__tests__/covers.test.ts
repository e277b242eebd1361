import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { COVERS, COVERS_DIR, findCover } from '../covers.js';

const files = COVERS.flatMap((c) => [
  { cover: c, file: path.join(COVERS_DIR, `${c.name}.jpg`), width: 1500, height: 500 },
  { cover: c, file: path.join(COVERS_DIR, 'thumbs', `${c.name}.jpg`), width: 360, height: 120 },
]);

describe('the cover list', () => {
  it('has the sets and counts of docs/product.md#covers, named like baby_01', () => {
    const count = (prefix: string) => COVERS.filter((c) => c.name.startsWith(`${prefix}_`)).length;
    expect([count('baby'), count('bedroom'), count('art'), count('landscape'), count('flowers')]).toEqual([4, 6, 4, 12, 5]);
    expect(COVERS.map((c) => c.name)).toEqual(expect.arrayContaining(['baby_01', 'landscape_12', 'marine_01', 'night_01']));
    expect(COVERS).toHaveLength(33);
    expect(new Set(COVERS.map((c) => c.name)).size).toBe(33);
    for (const c of COVERS) expect(c.name).toMatch(/^[a-z]+_\d{2}$/);
    expect(findCover('flowers_05')?.category).toBe('flowers');
    expect(findCover('baby_01.jpg')?.name).toBe('baby_01');
    expect(findCover('baby_05')).toBeUndefined();
  });

  it('gives white title text to baby_01, baby_02, bedroom_01, marine_01 and night_01 only', () => {
    expect(COVERS.filter((c) => c.titleColor === 'white').map((c) => c.name)).toEqual([
      'baby_01',
      'baby_02',
      'bedroom_01',
      'marine_01',
      'night_01',
    ]);
    expect(COVERS.filter((c) => c.titleColor !== 'white').every((c) => c.titleColor === 'dark')).toBe(true);
  });
});

describe('the cover files', () => {
  it.each(files.map((f) => [path.relative(COVERS_DIR, f.file), f] as const))(
    '%s is a JPEG of the right size, under 150 KB',
    async (_name, f) => {
      expect(statSync(f.file).size).toBeLessThan(150 * 1024);
      const meta = await sharp(f.file).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: f.width, height: f.height });
    },
  );

  it.each(COVERS.map((c) => [c.name, c.titleColor] as const))('%s is dark enough or light enough for %s text', async (name, color) => {
    // stats() reads the decoded pixels: weigh the channel means as luma (Rec. 709)
    const [r, g, b] = (await sharp(path.join(COVERS_DIR, `${name}.jpg`)).stats()).channels.map((c) => c.mean / 255);
    const brightness = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    if (color === 'white') expect(brightness).toBeLessThan(0.45);
    else expect(brightness).toBeGreaterThan(0.6);
  });
});

describe('GET /covers', () => {
  // the whole gateway, so no middleware in front of the static router can change the headers
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer();
    base = server.url;
  });
  afterAll(() => server.close());

  it.each(['/covers/baby_01.jpg', '/covers/thumbs/night_01.jpg'])('serves %s as an immutable JPEG', async (route) => {
    const res = await fetch(base + route);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(path.join(COVERS_DIR, route.replace('/covers/', ''))))).toBe(true);
  });

  it.each(['/covers/baby_05.jpg', '/covers/thumbs/', '/covers/%2e%2e/%2e%2e/package.json'])('does not serve %s', async (route) => {
    const res = await fetch(base + route);
    expect(res.status).toBe(404);
  });
});

describe('covers over GraphQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('wishlistCovers lists every cover with URLs the gateway serves, and a list tells its cover title colour', async () => {
    const res = await server.gql('{ wishlistCovers { file titleColor url thumbnailUrl } }');
    const covers: Array<{ file: string; url: string; thumbnailUrl: string }> = res.body.data.wishlistCovers;
    expect(covers.map((c) => c.file)).toEqual(COVERS.map((c) => `${c.name}.jpg`));
    expect(covers.find((c) => c.file === 'night_01.jpg')).toEqual({
      file: 'night_01.jpg',
      titleColor: 'white',
      url: '/covers/night_01.jpg',
      thumbnailUrl: '/covers/thumbs/night_01.jpg',
    });
    for (const route of [covers[5].url, covers[5].thumbnailUrl]) expect((await fetch(server.url + route)).status).toBe(200);

    const example = await server.gql('{ exampleWishlist { cover coverImage { titleColor url } } }');
    expect(example.body.data.exampleWishlist).toEqual({
      cover: 'baby_01.jpg',
      coverImage: { titleColor: 'white', url: '/covers/baby_01.jpg' },
    });
  });
});
