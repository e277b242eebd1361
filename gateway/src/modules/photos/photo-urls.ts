import { createHmac, timingSafeEqual } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Visibility } from '../../common/enums.js';
import type { Photo } from './photo.entity.js';

type PhotoSize = Pick<Photo, 'id' | 'width' | 'height'>;

/** The files served at /api/photos/{id}/{variant}. */
export type PhotoVariant = 'full' | 'thumb';
/** Every file kept of a photo: the print rendition is the baby book's only, never served. */
export type StoredVariant = PhotoVariant | 'print';
export const STORED_VARIANTS: readonly StoredVariant[] = ['full', 'thumb', 'print'];

/** Where a photo's files are stored. */
export const photoKey = (id: string, variant: StoredVariant) => `photos/${id}/${variant}.${variant === 'print' ? 'jpg' : 'webp'}`;

/** How long a private timeline's photo URLs work: a page's life; the data export's: a day. */
export const PAGE_URL_SECONDS = 3600;
export const EXPORT_URL_SECONDS = 24 * 3600;

/** A photo as REST and GraphQL answer it (docs/product.md#photos). */
@ObjectType('Photo')
export class PhotoView {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The photo, at most 2048 px; signed and short-lived on a private timeline.' })
  url: string;

  @Field({ description: 'Its 480 px thumbnail.' })
  thumbnailUrl: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;
}

/**
 * The URLs of photos: a public timeline's are plain and cacheable; a private timeline's carry an
 * expiry and an HMAC of it (images load without the bearer token), so they cannot be guessed,
 * altered, or used after they expire.
 */
export class PhotoUrls {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  /** The data export's: signed whatever the visibility, absolute, working for a day. */
  forExport(photo: PhotoSize): PhotoView {
    return this.view(photo, Visibility.private, { seconds: EXPORT_URL_SECONDS, absolute: true });
  }

  view(photo: PhotoSize, visibility: Visibility, { seconds = PAGE_URL_SECONDS, absolute = false } = {}): PhotoView {
    const expires = visibility === Visibility.public ? undefined : Math.floor(Date.now() / 1000) + seconds;
    const url = (variant: PhotoVariant) => {
      const path = `/api/photos/${photo.id}/${variant}`;
      const query = expires === undefined ? '' : `?expires=${expires}&signature=${this.sign(photo.id, variant, expires)}`;
      return `${absolute ? this.publicUrl : ''}${path}${query}`;
    };
    return { id: photo.id, url: url('full'), thumbnailUrl: url('thumb'), width: photo.width, height: photo.height };
  }

  /** Whether `signature` signs (id, variant, expires) and `expires` is still ahead. */
  verify(id: string, variant: PhotoVariant, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) < Date.now() / 1000) return false;
    const expected = Buffer.from(this.sign(id, variant, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(id: string, variant: PhotoVariant, expires: number): string {
    return createHmac('sha256', this.secret).update(`photo:${id}:${variant}:${expires}`).digest('base64url');
  }
}
