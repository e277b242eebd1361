import { randomUUID } from 'node:crypto';
import { wrap, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Config } from '../../config.js';
import { BoundedWork } from '../../common/bounded-work.js';
import { invalidForm, notFound, tooManyRequests } from '../../common/errors.js';
import { assertId, limitReached, requireUserId } from '../../common/guards.js';
import { withRowLock } from '../../common/locks.js';
import { loadOwnedRow, ownedBy, visibleOrNotFound, visibleTo } from '../../common/ownership.js';
import { User } from '../auth/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { loadOwnedEvent } from '../timelines/index.js';
import { TimelineEvent } from '../timelines/index.js';
import { PHOTO_TYPE, PRINT_TYPE, printRendition, processPhoto } from './image-processing.js';
import { readUploadedFile } from './multipart-upload.js';
import { PhotoCounts } from './photo-counts.js';
import { Photo } from './photo.entity.js';
import { photoKey, PhotoUrls, STORED_VARIANTS, type PhotoVariant, type PhotoView } from './photo-urls.js';
import type { PhotoStorage, StoredFile } from './storage/index.js';
import type { AccountData } from '../module.js';
import { eventPhotosForExport } from './photo.account-data.js';

type ItemList = NonNullable<Photo['item']>['wishlist'];

/** docs/product.md#photos: photos one event holds. */
export const MAX_PHOTOS_PER_EVENT = 10;

const keysOf = (ids: string[]) => ids.flatMap((id) => STORED_VARIANTS.map((variant) => photoKey(id, variant)));
const storageFull = () => invalidForm([{ path: 'file', message: 'validation.storageFull' }]);

/** A photo's row before its page is set: what `receive` hands to its `record`. */
export type NewPhoto = Pick<Photo, 'id' | 'uploader' | 'width' | 'height' | 'bytes'>;

/** A photo file to send, and how long caches may keep it. */
export interface ServedPhoto extends StoredFile {
  cacheControl: string;
}

/**
 * Photos (docs/product.md#photos) of timeline events and of wishlist items: upload (processed,
 * stored, counted against the uploader's quota), removal, serving under their page's visibility,
 * and the files' removal when rows above them go (events, items, pages, accounts).
 */
export class PhotoService {
  /** Who may see a list (an item's photo is served under it): the wishlists module's rule, handed in by it (setListVisibility). */
  private listVisibleTo: (list: ItemList, userId: string | undefined) => boolean = () => false;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    private readonly storage: PhotoStorage,
    readonly urls: PhotoUrls,
  ) {
    this.counts = new PhotoCounts(em);
    this.imageWork = new BoundedWork(config.photos.workConcurrency, config.photos.workQueue, tooManyRequests);
  }

  /**
   * Decoding and encoding run on libuv's threads, which gzip and bcrypt share: a burst of large
   * images would hold them all and stall every other user's compressed answer and login. At most
   * PHOTO_WORK_CONCURRENCY images are processed at once, PHOTO_WORK_QUEUE wait, the next is 429.
   */
  readonly imageWork: BoundedWork;

  /** Photo counts of timelines, batched per tick. */
  readonly counts: PhotoCounts;

  /** Print renditions made late, for photos stored without one (the tests count them). */
  printsMade = 0;

  async upload(userId: string | undefined, timelineId: string, eventId: string, req: Request): Promise<PhotoView> {
    // 401/404 before a byte of the body is read
    const { timeline } = await loadOwnedEvent(this.em, userId, timelineId, eventId);
    // the event's row lock serialises its photo count
    const photo = await this.receive(requireUserId(userId), req, (admit) =>
      withRowLock(this.em, TimelineEvent, this.eventWhere(userId, timelineId, eventId), async (event, em) => {
        if ((await em.count(Photo, { event })) >= MAX_PHOTOS_PER_EVENT) throw limitReached();
        return em.create(Photo, { ...(await admit(em)), event });
      }),
    );
    return this.urls.view(photo, timeline.visibility);
  }

  /**
   * An upload, for any page (an event's photos, an item's): counted against the uploader's rate
   * limit, read, processed and stored; then `record` creates its row in its own transaction (its
   * page's locks held) from what `admit` answers there, once the quota allows it. The files go
   * again when the row does not.
   */
  async receive(
    uploader: string,
    req: Request,
    record: (admit: (em: EntityManager) => Promise<NewPhoto>) => Promise<Photo>,
  ): Promise<Photo> {
    const { uploadsPerUser, windowSeconds, quotaMb } = this.config.photos;
    // counted before the work (decoding is the cost), atomically: a burst cannot slip past
    await this.limiter.hit({ key: `photos:user:${uploader}`, limit: uploadsPerUser, windowSeconds });
    const file = await readUploadedFile(req);
    const processed = await this.imageWork.run(() => processPhoto(file));
    const id = randomUUID();
    // the quota counts what the family sees; the print rendition is the book's, remade when missing
    const bytes = processed.photo.length + processed.thumbnail.length;
    await Promise.all([
      this.storage.put(photoKey(id, 'full'), { data: processed.photo, contentType: PHOTO_TYPE }),
      this.storage.put(photoKey(id, 'thumb'), { data: processed.thumbnail, contentType: PHOTO_TYPE }),
      this.storage.put(photoKey(id, 'print'), { data: processed.print, contentType: PRINT_TYPE }),
    ]);
    // the uploader's advisory lock serialises their quota: the database decides it
    const admit = async (em: EntityManager): Promise<NewPhoto> => {
      await em
        .getConnection()
        .execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', ['photos.quota', uploader], 'all', em.getTransactionContext());
      if ((await this.usedBytes(em, uploader)) + bytes > quotaMb * 1024 * 1024) throw storageFull();
      return { id, uploader: em.getReference(User, uploader), width: processed.width, height: processed.height, bytes };
    };
    try {
      return await record(admit);
    } catch (err) {
      await this.storage.delete(keysOf([id]));
      throw err;
    }
  }

  async remove(userId: string | undefined, timelineId: string, eventId: string, photoId: string): Promise<void> {
    const photo = await loadOwnedRow(this.em, Photo, userId, [timelineId, eventId, photoId], (owned) => ({
      id: photoId,
      event: { id: eventId, timeline: { id: timelineId, ...owned } },
    }));
    await this.em.remove(photo).flush();
    await this.storage.delete(keysOf([photoId]));
  }

  /**
   * A photo's file: with a valid signature (a private timeline's URL), or when the caller may see
   * its timeline; otherwise 404, as for a missing photo.
   */
  async serve(userId: string | undefined, id: string, variant: string, query: Record<string, unknown>): Promise<ServedPhoto> {
    assertId(id);
    if (variant !== 'full' && variant !== 'thumb') throw notFound();
    let cacheControl: string;
    if (this.urls.verify(id, variant, query.expires, query.signature)) {
      cacheControl = `private, max-age=${Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000))}`;
    } else {
      const photo = await this.em.findOne(Photo, { id }, { populate: ['event.timeline', 'item.wishlist'] });
      const visible = (p: Photo, user: string | undefined) =>
        p.event ? visibleTo(p.event.timeline, user) : !!p.item && this.listVisibleTo(p.item.wishlist, user);
      visibleOrNotFound(photo, (p) => visible(p, userId));
      // an hour: a page made private stops being served from caches soon after
      cacheControl = visible(photo!, undefined) ? 'public, max-age=3600' : 'private, no-store';
    }
    const file = await this.storage.get(photoKey(id, variant as PhotoVariant));
    if (!file) throw notFound();
    return { ...file, cacheControl };
  }

  /** A stored photo's bytes (WebP), for the caller's own checks done: the baby book's cover. */
  file(id: string, variant: PhotoVariant = 'full'): Promise<StoredFile | undefined> {
    return this.storage.get(photoKey(id, variant));
  }

  /**
   * A photo's print rendition (JPEG, PRINT_SIDE), for the caller's own checks done: the baby book.
   * A photo stored before these were made gets one here, from its stored file, kept for the next
   * book (two books making it at once write the same bytes). Undefined when the photo is gone.
   */
  async printFile(id: string): Promise<StoredFile | undefined> {
    const kept = await this.storage.get(photoKey(id, 'print'));
    if (kept) return kept;
    const full = await this.storage.get(photoKey(id, 'full'));
    if (!full) return undefined;
    const print = { data: await printRendition(full.data), contentType: PRINT_TYPE };
    await this.storage.put(photoKey(id, 'print'), print);
    this.printsMade += 1;
    // the photo deleted meanwhile: its files went before this one was written, which must go too
    if (!(await this.em.fork().count(Photo, { id }))) {
      await this.storage.delete([photoKey(id, 'print')]);
      return undefined;
    }
    return print;
  }

  /** An event's photos, oldest first; a batch of calls in one tick is one query (dataloader). */
  async viewsOf(event: TimelineEvent): Promise<PhotoView[]> {
    if (!event.photos.isInitialized()) await event.photos.load();
    if (!wrap(event.timeline).isInitialized()) await wrap(event.timeline).init();
    return event.photos.getItems().map((photo) => this.urls.view(photo, event.timeline.visibility));
  }

  /** What the caller's photos take of their quota, in bytes. */
  async usage(userId: string | undefined): Promise<{ usedBytes: number; quotaBytes: number }> {
    const id = requireUserId(userId);
    return { usedBytes: await this.usedBytes(this.em, id), quotaBytes: this.config.photos.quotaMb * 1024 * 1024 };
  }

  /** The photos of an account's timeline events, for its export (timelines' export part). */
  eventPhotosForExport(account: AccountData) {
    return eventPhotosForExport(account, this.urls);
  }

  /** The rule of who may see a list, for its items' photos: the wishlists module hands it in, as photos lists no page module. */
  setListVisibility(rule: (list: ItemList, userId: string | undefined) => boolean): void {
    this.listVisibleTo = rule;
  }

  /** Ids of the photos `where` selects: read before rows above them are deleted, for forgetFiles. */
  async idsWhere(where: FilterQuery<Photo>): Promise<string[]> {
    return (await this.em.find(Photo, where, { fields: ['id'] })).map((p) => p.id);
  }

  /** Deletes the files of photos whose rows are gone (their event, timeline or account was deleted). */
  forgetFiles(ids: string[]): Promise<void> {
    return this.storage.delete(keysOf(ids));
  }

  private async usedBytes(em: EntityManager, uploader: string): Promise<number> {
    const [row] = await em
      .getConnection()
      .execute<{ used: string | null }[]>(
        'select sum(bytes) as used from photos where uploader_id = ?',
        [uploader],
        'all',
        em.getTransactionContext(),
      );
    return Number(row?.used ?? 0);
  }

  private eventWhere(userId: string | undefined, timelineId: string, eventId: string): FilterQuery<TimelineEvent> {
    return { id: eventId, timeline: { id: timelineId, ...ownedBy(userId, timelineId, eventId) } };
  }
}
