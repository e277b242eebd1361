import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../common/worker-thread.js';
import type { Logger } from 'pino';
import type { PageReading } from './product-metadata.js';

const NOTHING: PageReading = { metadata: { title: null, price: null, image: null }, wall: null };

interface Job {
  id: number;
  html: string;
  url: string;
  resolve(reading: PageReading): void;
}

type WorkerMessage = { ready: true } | { id: number; reading?: PageReading; error?: string };

/**
 * Reads a page's product metadata (or the anti-bot wall it is) in a worker thread under a time budget. Parsing HTML is linear
 * for most pages but not all: parse5 checks the stack of open elements at each tag, so deeply
 * nested markup takes seconds (docs/performance.md#figures-behind-the-codes-choices). In the worker, such a page costs
 * that thread until the budget ends it; the event loop keeps serving everyone else. A page that
 * cannot be read in time (or at all) tells nothing: every field null, as for a page without data.
 *
 * One worker is kept and reused (starting one and loading cheerio costs far more than reading a
 * page); pages are read one at a time, and the budget counts from the
 * moment a page is handed to a ready worker. A worker over its budget is ended and replaced.
 */
export class MetadataReader {
  private worker?: Worker;
  private ready = false;
  private readonly queue: Job[] = [];
  private current?: { job: Job; timer: NodeJS.Timeout };
  private nextId = 0;

  constructor(
    private readonly log: Logger,
    private readonly budgetMs = 3000,
  ) {}

  read(html: string, url: string): Promise<PageReading> {
    return new Promise((resolve) => {
      this.queue.push({ id: ++this.nextId, html, url, resolve });
      this.pump();
    });
  }

  /** Ends the worker (shutdown); pages still waiting tell nothing. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.resolve(NOTHING);
    if (this.current) this.settle(NOTHING);
    await this.dropWorker();
  }

  private pump(): void {
    if (this.current || !this.queue.length) return;
    this.worker ??= this.spawn();
    if (!this.ready) return;
    const job = this.queue.shift()!;
    const timer = setTimeout(() => {
      this.settle(NOTHING, `over ${this.budgetMs} ms`);
      void this.dropWorker();
      this.pump();
    }, this.budgetMs);
    this.current = { job, timer };
    this.worker.postMessage({ id: job.id, html: job.html, url: job.url });
  }

  private spawn(): Worker {
    const worker = startWorkerThread(import.meta.url, 'metadata-worker', { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    this.ready = false;
    worker.on('message', (m: WorkerMessage) => {
      if ('ready' in m) {
        this.ready = true;
        this.pump();
      } else if (this.current?.job.id === m.id) {
        this.settle(m.reading ?? NOTHING, m.error);
        this.pump();
      }
    });
    const lost = (problem: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      if (this.current) this.settle(NOTHING, problem);
      this.pump();
    };
    worker.on('error', (err) => lost(err.message));
    worker.on('exit', (code) => lost(`worker exited (${code})`));
    return worker;
  }

  private settle(reading: PageReading, problem?: string): void {
    const { job, timer } = this.current!;
    this.current = undefined;
    clearTimeout(timer);
    if (problem) this.log.warn({ url: job.url, problem }, 'product page not read: its fields are left empty');
    job.resolve(reading);
  }

  private async dropWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    if (worker) {
      worker.removeAllListeners();
      await worker.terminate();
    }
  }
}
