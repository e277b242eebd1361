import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { invalidForm } from '../../common/errors.js';
import { loadOwned } from '../../common/ownership.js';
import { startWorkerThread } from '../../common/worker-thread.js';
import { requireUser } from '../auth/index.js';
import type { Photo } from '../photos/index.js';
import type { PhotoService } from '../photos/index.js';
import { Timeline } from '../timelines/index.js';
import { BOOK_FORMATS, geometryOf, pixelsFor, type BookFormat } from './book-layout.js';
import { ageLine, bookLanguage, longDate, textsOf } from './book.texts.js';
import type { BookPlan, FromLayout, ToLayout } from './book.types.js';

/** Books laid out at once by this process: each takes a core while it runs; the others wait their turn. */
const BOOKS_AT_ONCE = 1;
/** Photos read ahead of the one being laid out: storage reads overlap the layout, memory stays a few photos. */
const PHOTOS_AHEAD = 3;
/** The layout thread's heap: pdfkit holds one page and one photo at a time. */
const LAYOUT_HEAP_MB = 128;

/** A photo to lay out: its stored size gives the shape of its print rendition too. */
type BookPhoto = Pick<Photo, 'id' | 'width' | 'height'>;

/** A book being made: the requests that asked for it while it was made share it. */
interface Flight {
  file: Promise<string>;
  readers: number;
  settled: boolean;
}

/** A made book, streamed to one request; `release` once sent. */
export interface OpenBook {
  path: string;
  filename: string;
  release(): void;
}

/**
 * The baby book of a timeline (docs/product.md#the-baby-book), for its owner and co-owners: a PDF
 * made by pdfkit on a worker thread (book-worker.ts) into a temporary file, from the photos' print
 * renditions as stored (made at upload; PhotoService.printFile makes a missing one) and the cover
 * resized here (sharp works on libuv's threads, off the event loop too). Single flight
 * within the process: requests for the same book (timeline, format, cover, language) while it is
 * being made wait for that one; the file is removed once the last of them has been sent. Across
 * replicas each process makes its own: a book is made on demand and never stored.
 */
export class BookService {
  /** Books made by this process (the tests count them). */
  readonly stats = { made: 0 };
  private readonly flights = new Map<string, Flight>();
  private running = 0;
  private readonly turns: (() => void)[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly photos: PhotoService,
    private readonly log: Logger,
  ) {}

  async open(userId: string | undefined, timelineId: string, query: Record<string, unknown>): Promise<OpenBook> {
    const format = (query.format ?? 'a4') as BookFormat;
    if (!BOOK_FORMATS.includes(format)) throw invalidForm([{ path: 'format', message: 'validation.oneOf' }]);
    const timeline = await loadOwned(this.em, Timeline, userId, timelineId, { populate: ['events', 'events.photos'] });
    const language = bookLanguage((await requireUser(this.em, userId)).language);
    const events = timeline.events.getItems();
    // plain values: the book outlives the request and its entity manager
    const photos: BookPhoto[] = events.flatMap((e) => e.photos.getItems().map(({ id, width, height }) => ({ id, width, height })));
    const coverId = query.cover === undefined || query.cover === '' ? photos[0]?.id : String(query.cover);
    const cover = photos.find((p) => p.id === coverId);
    if (coverId !== undefined && !cover) throw invalidForm([{ path: 'cover', message: 'validation.oneOf' }]);
    const texts = textsOf(language);
    const plan: Omit<BookPlan, 'outPath'> = {
      format,
      language,
      firstName: timeline.firstName,
      birth: texts.born(longDate(timeline.birthDate, language)),
      hasCover: cover !== undefined,
      footnote: texts.footnote(timeline.firstName),
      events: events.map((e) => ({
        date: longDate(e.date, language),
        age: ageLine(timeline.birthDate, e.date, language),
        title: e.title,
        description: e.description ?? null,
        photos: e.photos.length,
      })),
    };
    const key = `${timeline.id}:${format}:${coverId ?? ''}:${language}`;
    let flight = this.flights.get(key);
    if (!flight) {
      const made: Flight = { readers: 0, settled: false, file: this.make(plan, cover ? [cover, ...photos] : photos) };
      flight = made;
      this.flights.set(key, made);
      // later requests make a fresh book (the timeline may have changed); readers keep this file
      void made.file.then(
        () => this.settle(key, made),
        () => this.settle(key, made),
      );
    }
    flight.readers += 1;
    const shared = flight;
    const release = () => {
      shared.readers -= 1;
      if (shared.settled && shared.readers === 0) void shared.file.then((file) => rm(file, { force: true })).catch(() => {});
    };
    let file: string;
    try {
      file = await shared.file;
    } catch (err) {
      release();
      throw err;
    }
    const name = timeline.firstName
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    return { path: file, filename: `${texts.filename}-${name || 'bebe'}-${format}.pdf`, release };
  }

  private settle(key: string, flight: Flight) {
    flight.settled = true;
    if (this.flights.get(key) === flight) this.flights.delete(key);
    if (flight.readers === 0) void flight.file.then((file) => rm(file, { force: true })).catch(() => {});
  }

  /** Makes one book into a temporary file, in its turn. */
  private async make(plan: Omit<BookPlan, 'outPath'>, photos: BookPhoto[]): Promise<string> {
    await this.turn();
    const outPath = path.join(os.tmpdir(), `cigogne-book-${randomUUID()}.pdf`);
    try {
      await this.layOut({ ...plan, outPath }, photos);
      this.stats.made += 1;
      return outPath;
    } catch (err) {
      await rm(outPath, { force: true });
      this.log.error({ err }, 'baby book failed');
      throw err;
    } finally {
      this.running -= 1;
      this.turns.shift()?.();
    }
  }

  private async turn(): Promise<void> {
    if (this.running < BOOKS_AT_ONCE) {
      this.running += 1;
      return;
    }
    // the finishing book hands its place over: `running` stays counted
    await new Promise<void>((resolve) => this.turns.push(resolve));
  }

  /** Starts the layout thread and sends it the photos in order, a few ahead, each once it asked for more. */
  private layOut(plan: BookPlan, photos: BookPhoto[]): Promise<void> {
    const g = geometryOf(plan.format);
    const worker = startWorkerThread(import.meta.url, 'book-worker', {
      workerData: plan,
      resourceLimits: { maxOldGenerationSizeMb: LAYOUT_HEAP_MB },
    });
    let acked = 0;
    let failed = false;
    let wake: (() => void) | undefined;
    const done = new Promise<void>((resolve, reject) => {
      const fail = (err: Error) => {
        failed = true;
        wake?.();
        reject(err);
      };
      worker.on('message', (m: FromLayout) => {
        if ('ack' in m) {
          acked += 1;
          wake?.();
        } else if ('done' in m) resolve();
        else fail(new Error(`baby book layout: ${m.error}`));
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`baby book layout thread exited (${code})`)));
    });
    const feed = async () => {
      const prepared: (Promise<ToLayout> | undefined)[] = [];
      const coverPixels = pixelsFor(Math.max(g.cover.width, g.cover.height));
      const photoAt = (k: number) => (k === 0 && plan.hasCover ? this.coverPhoto(photos[k].id, coverPixels) : this.printPhoto(photos[k]));
      for (let i = 0; i < photos.length; i++) {
        for (let k = i; k < Math.min(i + PHOTOS_AHEAD, photos.length); k++) prepared[k] ??= photoAt(k);
        const message = await prepared[i]!;
        prepared[i] = undefined;
        // at most two photos handed over and not yet laid out
        while (i - acked >= 2 && !failed) await new Promise<void>((resolve) => (wake = resolve));
        if (failed) return;
        worker.postMessage(message);
      }
    };
    return Promise.all([done, feed()]).then(
      () => void worker.terminate(),
      async (err: unknown) => {
        await worker.terminate();
        throw err;
      },
    );
  }

  /** The cover: printed larger than the print rendition, so made from the stored photo, as a JPEG of at most `pixels` a side. */
  private async coverPhoto(id: string, pixels: number): Promise<ToLayout> {
    const file = await this.photos.file(id);
    if (!file) return { skip: true };
    const { data, info } = await sharp(file.data)
      .resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { image: new Uint8Array(data), width: info.width, height: info.height };
  }

  /** An event's photo: its print rendition's JPEG bytes as stored, nothing decoded; the layout needs only its shape. */
  private async printPhoto({ id, width, height }: BookPhoto): Promise<ToLayout> {
    const file = await this.photos.printFile(id);
    if (!file) return { skip: true };
    return { image: new Uint8Array(file.data), width, height };
  }
}
