import os from 'node:os';
import sharp from 'sharp';
import { DomainError } from '../../common/errors.js';

/** docs/product.md#photos: the longest side of a stored photo and of its thumbnail. */
export const PHOTO_MAX_SIDE = 2048;
export const THUMBNAIL_SIDE = 480;
/**
 * The print rendition's longest side, for the baby book (docs/performance.md#the-baby-book): its
 * largest photo box is half an A4 width (241.6 pt), which needs 1 007 px at 300 dpi.
 */
export const PRINT_SIDE = 1024;
export const PRINT_TYPE = 'image/jpeg';
/** What is decoded: a larger image (a decompression bomb) is refused before its pixels are. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Formats read, by what sharp finds in the bytes, never by the file's name or declared type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
export const PHOTO_TYPE = 'image/webp';

// libvips' own pixel threads: one core stays for the event loop (photo.service.ts bounds the images at once)
sharp.concurrency(Math.max(1, os.availableParallelism() - 1));

export interface ProcessedPhoto {
  photo: Buffer;
  thumbnail: Buffer;
  /** JPEG at PRINT_SIDE: the baby book embeds its bytes as they are (pdfkit takes JPEG, not WebP). */
  print: Buffer;
  width: number;
  height: number;
}

export const unsupportedImage = () =>
  new DomainError('validationException', 415, [{ path: 'file', message: 'validation.unsupportedImage' }]);
const unreadableImage = () => new DomainError('validationException', 422, [{ path: 'file', message: 'validation.unreadableImage' }]);

/**
 * Re-encodes an upload: orientation applied, every metadata dropped (a phone's EXIF carries the
 * family's GPS position; sharp writes none unless asked), at most PHOTO_MAX_SIDE, a thumbnail and
 * the print rendition.
 * sharp decodes and encodes on libuv's threads, so the event loop stays free meanwhile; callers
 * bound how many run at once (PhotoService.imageWork).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw unsupportedImage();
  }
  if (!format || !ACCEPTED.has(format)) throw unsupportedImage();
  try {
    const oriented = sharp(input, options).rotate();
    const { data: photo, info } = await oriented
      .clone()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await oriented
      .clone()
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const print = await toPrint(oriented.clone());
    return { photo, thumbnail, print, width: info.width, height: info.height };
  } catch {
    // pixels sharp cannot decode: a HEIF whose codec this build lacks (HEVC: HEIC photos) is a format
    // it does not take; any other, a damaged (truncated) file
    throw format === 'heif' ? unsupportedImage() : unreadableImage();
  }
}

const toPrint = (image: sharp.Sharp) =>
  image.resize({ width: PRINT_SIDE, height: PRINT_SIDE, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();

/** The print rendition of a photo stored before renditions for print were made: from its stored (already processed) file. */
export const printRendition = (stored: Buffer): Promise<Buffer> => toPrint(sharp(stored, { failOn: 'error' }));
