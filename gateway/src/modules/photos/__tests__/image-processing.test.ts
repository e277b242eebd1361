import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DomainError } from '../../../common/errors.js';
import { cpuTime } from '../../../../test/cpu-time.js';
import { PHOTO_MAX_SIDE, PRINT_SIDE, printRendition, processPhoto, THUMBNAIL_SIDE } from '../image-processing.js';
import { phoneJpeg, smallPng } from './fixtures.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('accepted');
    },
    (err: DomainError) => ({ status: err.status, message: err.errors[0]?.message }),
  );

describe('processPhoto', () => {
  it('applies the orientation, drops EXIF (GPS) and every other metadata, and keeps the dimensions', async () => {
    const input = await phoneJpeg({ width: 400, height: 200 });
    // the fixture does carry what must go
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    // the GPSInfo pointer tag (0x8825, little-endian)
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const out = await processPhoto(input);
    expect({ width: out.width, height: out.height }).toEqual({ width: 200, height: 400 });
    for (const [file, format] of [
      [out.photo, 'webp'],
      [out.thumbnail, 'webp'],
      [out.print, 'jpeg'],
    ] as const) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    expect(await sharp(out.photo).metadata()).toMatchObject({ width: 200, height: 400 });
    expect(await sharp(out.print).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it('caps the photo at 2048 px and makes a 480 px thumbnail, never enlarging', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const out = await processPhoto(big);
    expect({ width: out.width, height: out.height }).toEqual({ width: PHOTO_MAX_SIDE, height: 1024 });
    expect(await sharp(out.thumbnail).metadata()).toMatchObject({ width: THUMBNAIL_SIDE, height: 240 });
    expect(await sharp(out.print).metadata()).toMatchObject({ format: 'jpeg', width: PRINT_SIDE, height: 512 });
    const small = await processPhoto(await smallPng());
    expect({ width: small.width, height: small.height }).toEqual({ width: 60, height: 40 });
    expect(await sharp(small.thumbnail).metadata()).toMatchObject({ width: 60, height: 40 });
    expect(await sharp(small.print).metadata()).toMatchObject({ width: 60, height: 40 });
  });

  it('makes the print rendition of a photo stored before there were any, from its stored WebP', async () => {
    const stored = (await processPhoto(await phoneJpeg({ width: 3000, height: 1500 }))).photo;
    const print = await printRendition(stored);
    // the stored file is already upright (portrait) and without metadata
    const meta = await sharp(print).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: PRINT_SIDE });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('reads WebP by content, whatever the name', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await processPhoto(webp)).width).toBe(10);
  });

  it('refuses what is not a photo in an accepted format: 415, or 422 for a damaged one', async () => {
    expect(await refusal(processPhoto(Buffer.from('%PDF-1.4 not an image at all')))).toEqual({
      status: 415,
      message: 'validation.unsupportedImage',
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(processPhoto(gif))).toEqual({ status: 415, message: 'validation.unsupportedImage' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await refusal(processPhoto(svg))).toEqual({ status: 415, message: 'validation.unsupportedImage' });
    const jpeg = await phoneJpeg({ width: 800, height: 600 });
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await refusal(processPhoto(truncated))).status).toBeGreaterThanOrEqual(415);
  });

  it('takes a HEIF photo its image library decodes (AV1) and refuses one it cannot (a phone’s HEVC HEIC) with 415', async () => {
    const source = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const avif = await sharp(source).heif({ compression: 'av1' }).toBuffer();
    expect(await processPhoto(avif)).toMatchObject({ width: 64, height: 48 });
    // sharp's prebuilt libvips has no HEVC decoder (nor encoder: the HEIC is the AVIF rebranded)
    const heic = Buffer.from(avif.toString('latin1').replace('avif', 'heic').replace(/av01/g, 'hvc1').replace(/av1C/g, 'hvcC'), 'latin1');
    expect(heic.includes(Buffer.from('ftypheic'))).toBe(true);
    expect(await refusal(processPhoto(heic))).toEqual({ status: 415, message: 'validation.unsupportedImage' });
  });

  it('processes a large photo off the event loop (its threads do the work, not the loop)', async () => {
    const noise = Buffer.alloc(4000 * 3000 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const spent = await cpuTime(() => processPhoto(jpeg));
    // a decode on the event loop would put its whole work on the loop's thread and next to nothing
    // on the others; the loop's own share (copying and collecting the large buffers) grew to a
    // quarter of the others' once on a loaded machine, so the comparison is plain: more off the loop than on it
    expect(spent.others).toBeGreaterThan(spent.loop);
  }, 60_000);
});
