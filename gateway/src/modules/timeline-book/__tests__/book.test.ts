// docs/product.md#the-baby-book: the PDF read back with poppler (text, images, pages rendered).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { addCoOwner } from '../../co-owners/__tests__/fixtures.js';
import { uploadPhoto } from '../../photos/__tests__/fixtures.js';
import { PRINT_SIDE } from '../../photos/image-processing.js';
import { geometryOf, pixelsFor } from '../book-layout.js';
import { createEvent, createTimeline } from '../../timelines/__tests__/fixtures.js';

let server: TestServer;
const out = mkdtempSync(path.join(os.tmpdir(), 'cigogne-book-test-'));
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A photo as a phone would take it: larger than its print rendition (1024 x 768), which the book embeds. */
const ORIGINAL = { width: 1600, height: 1200 };
const PRINTED = { width: PRINT_SIDE, height: (PRINT_SIDE * ORIGINAL.height) / ORIGINAL.width };
const photo = (hue: number) =>
  sharp({ create: { ...ORIGINAL, channels: 3, background: { r: hue, g: 255 - hue, b: 120 } } })
    .jpeg()
    .toBuffer();

const BIRTH = new Date(2026, 2, 3, 12).toISOString();
const at = (month: number, day: number) => new Date(2026, month, day, 12).toISOString();

/** Marcel's timeline: one event before the birth, two after (one with three photos, one with two). */
async function bookWorld(language: 'fr' | 'en' = 'fr') {
  const owner = await signUp(server);
  if (language === 'en') await server.api('PATCH', '/auth/me', { token: owner.token, body: { language: 'en' } });
  const timeline = await createTimeline(server, owner.token, { firstName: 'Marcel', birthDate: BIRTH, title: 'Marcel' });
  const events = [
    await createEvent(server, owner.token, timeline.id, {
      title: 'Échographie',
      date: at(0, 10),
      description: 'Un cœur qui bat « fort ».',
    }),
    await createEvent(server, owner.token, timeline.id, { title: 'Premier sourire', date: at(3, 5), description: 'À l’aube, pour maman.' }),
    await createEvent(server, owner.token, timeline.id, { title: 'Premiers pas', date: at(4, 10), description: null }),
  ];
  const photoIds: string[] = [];
  for (const [event, n] of [
    [events[1], 3],
    [events[2], 2],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const res = await uploadPhoto(server, owner.token, timeline.id, event.id, await photo(40 * photoIds.length));
      expect(res.status).toBe(201);
      photoIds.push(res.body.id);
    }
  }
  return { owner, timelineId: timeline.id as string, photoIds };
}

/** GET book.pdf as bytes, with its status and headers. */
async function getBook(timelineId: string, token: string | undefined, query = '') {
  const res = await fetch(`${server.url}/api/timelines/${timelineId}/book.pdf${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

/** The PDF on disk, and what poppler reads of it. */
function readBack(data: Buffer, name: string) {
  const file = path.join(out, `${name}.pdf`);
  writeFileSync(file, data);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  // pdfimages -list: two header lines, then one line per image (page num type width height ...)
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map(([page, , type, width, height]) => ({ page: Number(page), type, width: Number(width), height: Number(height) }));
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  execFileSync('pdftoppm', ['-r', '50', '-png', file, path.join(out, name)]);
  const pngs = readdirSync(out).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  return { text, info, images, pages, pngs };
}

describe('the baby book', () => {
  it('an A5 book in French: cover, every event in order with date, age, title, description, photos two to a row at print size', async () => {
    const { owner, timelineId, photoIds } = await bookWorld();
    const book = await getBook(timelineId, owner.token, '?format=a5');
    expect(book.status).toBe(200);
    expect(book.type).toBe('application/pdf');
    expect(book.headers.get('content-disposition')).toContain('livre-de-bebe-marcel-a5.pdf');
    const { text, info, images, pages, pngs } = readBack(book.data, 'fr-a5');
    expect(info).toMatch(/Page size:\s+419\.5\d* x 595\.2\d* pts/);
    // the cover, then the events in date order, each with its date and the age the timeline shows
    const order = ['Marcel', 'Né·e le 3 mars 2026', 'Échographie', 'Premier sourire', 'Premiers pas'].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('10 janvier 2026 · avant la naissance');
    expect(text).toContain('5 avril 2026 · à 1 mois, 2 jours');
    expect(text).toContain('10 mai 2026 · à 2 mois, 7 jours');
    // every French character the fonts must carry
    expect(text).toContain('Un cœur qui bat « fort ».');
    expect(text).toContain('À l’aube, pour maman.');
    // the cover photo (the first by default) and the five photos of the events, JPEG at print size
    expect(images).toHaveLength(1 + photoIds.length);
    expect(images.every((i) => i.type === 'image')).toBe(true);
    expect(images[0].page).toBe(1);
    // the events' photos are their print renditions as stored, not the originals resized
    for (const image of images.slice(1)) expect({ width: image.width, height: image.height }).toEqual(PRINTED);
    // two to a row: the first event's three photos take two rows, the same page here
    expect(pngs).toHaveLength(pages);
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('an A4 book by default, in English for an English-speaking owner, with the chosen cover', async () => {
    const { owner, timelineId, photoIds } = await bookWorld('en');
    const book = await getBook(timelineId, owner.token, `?cover=${photoIds[4]}`);
    expect(book.status).toBe(200);
    const { text, info, images } = readBack(book.data, 'en-a4');
    expect(info).toContain('(A4)');
    expect(text).toContain('Born on 3 March 2026');
    expect(text).toContain('10 January 2026 · before birth');
    expect(text).toContain('5 April 2026 · at 1 month, 2 days');
    expect(images).toHaveLength(1 + photoIds.length);
    // the cover is printed larger than any photo of an event, from the stored photo (the original's size here)
    expect({ width: images[0].width, height: images[0].height }).toEqual(ORIGINAL);
    for (const image of images.slice(1)) expect({ width: image.width, height: image.height }).toEqual(PRINTED);
  });

  it('the print rendition holds the largest photo box, half an A4 width, at 300 dpi', () => {
    expect(PRINT_SIDE).toBeGreaterThanOrEqual(pixelsFor(geometryOf('a4').photoBox));
    expect(PRINT_SIDE).toBeLessThan(pixelsFor(geometryOf('a4').photoBox) * 1.1);
  });

  it('photos stored before print renditions get one made by the first book, kept for the next', async () => {
    const { owner, timelineId, photoIds } = await bookWorld();
    const prints = (ids: string[]) =>
      server.sql('select key, content_type from photo_objects where key = any($1) order by key', [
        ids.map((id) => `photos/${id}/print.jpg`),
      ]);
    expect(await prints(photoIds)).toHaveLength(photoIds.length);
    // three of them as a photo uploaded before there were print renditions
    const old = photoIds.slice(1, 4);
    await server.sql('delete from photo_objects where key = any($1)', [old.map((id) => `photos/${id}/print.jpg`)]);
    const made = server.services.photos.printsMade;
    const book = await getBook(timelineId, owner.token, '?format=a5');
    expect(book.status).toBe(200);
    const { text, images } = readBack(book.data, 'old-photos');
    expect(text).toContain('Premiers pas');
    expect(images).toHaveLength(1 + photoIds.length);
    for (const image of images.slice(1)) expect({ width: image.width, height: image.height }).toEqual(PRINTED);
    expect(server.services.photos.printsMade).toBe(made + old.length);
    expect(await prints(old)).toEqual(
      old.map((id) => ({ key: `photos/${id}/print.jpg`, content_type: 'image/jpeg' })).sort((a, b) => a.key.localeCompare(b.key)),
    );
    // the next book finds them
    expect((await getBook(timelineId, owner.token)).status).toBe(200);
    expect(server.services.photos.printsMade).toBe(made + old.length);
  });

  it('a print rendition made while its photo is deleted is not kept', async () => {
    const { photoIds } = await bookWorld();
    const [id] = photoIds;
    await server.sql('delete from photo_objects where key = $1', [`photos/${id}/print.jpg`]);
    // the row gone, its files not yet: the moment a deletion runs while a book reads the photo
    await server.sql('delete from photos where id = $1', [id]);
    expect(await server.services.photos.printFile(id)).toBeUndefined();
    expect(await server.sql('select key from photo_objects where key = $1', [`photos/${id}/print.jpg`])).toEqual([]);
  });

  it('bad parameters are a 422 on the field', async () => {
    const { owner, timelineId } = await bookWorld();
    const other = await bookWorld();
    for (const [query, field] of [
      ['?format=a3', 'format'],
      [`?cover=${other.photoIds[0]}`, 'cover'],
      ['?cover=nope', 'cover'],
    ]) {
      const res = await getBook(timelineId, owner.token, query);
      expect(res.status).toBe(422);
      expect(JSON.parse(res.data.toString())).toEqual({ type: 'invalidForm', errors: [{ path: field, message: 'validation.oneOf' }] });
    }
  });

  it('the owner and co-owners only: a visitor, another user and a removed co-owner learn nothing', async () => {
    const { owner, timelineId } = await bookWorld();
    const [coOwner, removed, other] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    await addCoOwner(server, owner, coOwner, 'timelines', timelineId);
    await addCoOwner(server, owner, removed, 'timelines', timelineId);
    expect((await server.api('DELETE', `/timelines/${timelineId}/co-owners/${removed.user.id}`, { token: owner.token })).status).toBe(204);
    const coOwned = await getBook(timelineId, coOwner.token);
    expect(coOwned.status).toBe(200);
    expect(readBack(coOwned.data, 'co-owner').text).toContain('Premier sourire');
    for (const [token, status] of [
      [undefined, 401],
      [other.token, 404],
      [removed.token, 404],
    ] as const) {
      const res = await getBook(timelineId, token);
      expect(res.status).toBe(status);
      expect(res.type).toContain('application/json');
      expect(res.data.toString()).not.toMatch(/Marcel|sourire/);
    }
  });

  it('two requests at once for the same book make it once; the gateway answers others meanwhile', async () => {
    const { owner, timelineId } = await bookWorld();
    const made = server.services.timelineBook.stats.made;
    let finished = false;
    const books = Promise.all([getBook(timelineId, owner.token), getBook(timelineId, owner.token)]).finally(() => (finished = true));
    // requests answered while the book is made, one after another: a blocked loop answers none
    let answered = 0;
    while (!finished) {
      if ((await fetch(`${server.url}/readyz`)).status === 200 && !finished) answered += 1;
    }
    const [a, b] = await books;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.equals(b.data)).toBe(true);
    expect(server.services.timelineBook.stats.made).toBe(made + 1);
    expect(answered).toBeGreaterThan(1);
    // the next request makes a fresh one
    expect((await getBook(timelineId, owner.token)).status).toBe(200);
    expect(server.services.timelineBook.stats.made).toBe(made + 2);
  });
});
