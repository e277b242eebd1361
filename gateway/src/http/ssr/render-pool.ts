import type { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { startWorkerThread } from '../../common/worker-thread.js';
import type { Language } from './accept-language.js';
import type { LocalRemote } from './page-document.js';
import type { FromRenderThread, ToRenderThread } from './render-messages.js';
import type { AnonymousExecutor } from './server-bundles.js';

/** A render asked of the pool: the page, and the address its GraphQL operations are counted against. */
export interface RenderJob {
  url: string;
  language: Language;
  cookie?: string;
  ip: string;
  /** Where the page's remote files are (the registry's manifest folder): its stylesheets are linked from there. */
  remoteBase?: string;
}

/** A finished render: the page as UTF-8 bytes, nothing (not a server-rendered page, not found), or why it failed. */
export interface RenderOutcome {
  bytes?: Buffer;
  dataFree?: boolean;
  problem?: string;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  warm: boolean;
  /** Renders under way on it (a thread interleaves renders that wait for their data). */
  busy: number;
}

/**
 * Worker threads that render the guest pages (render-worker.ts). Sized to the cores the event
 * loop does not need (at least one): renders never take the CPU the API's requests need, and a
 * render can run to its end, its page kept, without anyone waiting on the loop. Threads that have
 * rendered every page once (the warm-up: a page's first render compiles its code) are chosen first;
 * among them, the least busy. A thread that dies is replaced; its renders fail (the plain page).
 */
export class RenderPool {
  readonly #threads: Thread[] = [];
  readonly #jobs = new Map<number, { job: RenderJob; thread: Thread; done: (outcome: RenderOutcome) => void }>();
  readonly #waitingForThread: Array<() => void> = [];
  #nextId = 0;
  #stopped = false;
  #resolvePaths!: (paths: Record<string, unknown>) => void;
  readonly #paths = new Promise<Record<string, unknown>>((resolve) => (this.#resolvePaths = resolve));
  #warmed: Array<Promise<void>> = [];

  constructor(
    private readonly webRoot: string,
    private readonly remotes: LocalRemote[],
    private readonly size: number,
    private readonly execute: AnonymousExecutor,
    private readonly log: Logger,
    private readonly warmUp: boolean,
  ) {
    // a warm-up starts them now; otherwise the first page asked for does (a test server that
    // renders no page never loads the bundles)
    if (warmUp) this.#startAll();
  }

  /** The remotes' server-rendered paths, by feature, once a thread has loaded the bundles (starting the threads). */
  paths(): Promise<Record<string, unknown>> {
    this.#startAll();
    return this.#paths;
  }

  #startAll(): void {
    if (this.#threads.length || this.#stopped) return;
    for (let i = 0; i < this.size; i++) this.#threads.push(this.#start());
  }

  /** Resolves once every thread has rendered each page once (at once if the pool does not warm up). */
  get warmedUp(): Promise<void> {
    return Promise.all(this.#warmed).then(() => undefined);
  }

  /** Renders `job` on a thread (waiting for one to be ready). */
  async render(job: RenderJob): Promise<RenderOutcome> {
    if (this.#stopped) return { problem: 'the server is stopping' };
    this.#startAll();
    let thread = this.#choose();
    while (!thread) {
      await new Promise<void>((resolve) => this.#waitingForThread.push(resolve));
      if (this.#stopped) return { problem: 'the server is stopping' };
      thread = this.#choose();
    }
    const id = ++this.#nextId;
    thread.busy += 1;
    return new Promise((done) => {
      this.#jobs.set(id, { job, thread, done });
      this.#post(thread, { type: 'render', id, url: job.url, language: job.language, cookie: job.cookie, remoteBase: job.remoteBase });
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const wake of this.#waitingForThread.splice(0)) wake();
    for (const [id, { done }] of this.#jobs) {
      this.#jobs.delete(id);
      done({ problem: 'the server is stopping' });
    }
    await Promise.all(this.#threads.map((t) => t.worker.terminate()));
  }

  #choose(): Thread | undefined {
    const ready = this.#threads.filter((t) => t.ready);
    const warm = ready.filter((t) => t.warm);
    return (warm.length ? warm : ready).reduce<Thread | undefined>((best, t) => (!best || t.busy < best.busy ? t : best), undefined);
  }

  #post(thread: Thread, message: ToRenderThread): void {
    thread.worker.postMessage(message);
  }

  #start(): Thread {
    const worker = startWorkerThread(import.meta.url, 'render-worker', { workerData: { webRoot: this.webRoot, remotes: this.remotes } });
    const thread: Thread = { worker, ready: false, warm: !this.warmUp, busy: 0 };
    let warmed!: () => void;
    if (this.warmUp) this.#warmed.push(new Promise<void>((resolve) => (warmed = resolve)));
    worker.on('message', (message: FromRenderThread) => {
      if (message.type === 'ready') {
        thread.ready = true;
        this.#resolvePaths(message.paths);
        if (this.warmUp) this.#post(thread, { type: 'warm' });
        for (const wake of this.#waitingForThread.splice(0)) wake();
      } else if (message.type === 'warmed') {
        thread.warm = true;
        this.log.debug({ ms: message.ms }, 'server rendering warmed up');
        warmed();
      } else if (message.type === 'execute') void this.#run(thread, message);
      else
        this.#finish(
          message.id,
          message.bytes
            ? { bytes: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength), dataFree: message.dataFree }
            : { problem: message.problem },
        );
    });
    const lost = (problem: string) => {
      const at = this.#threads.indexOf(thread);
      if (at < 0) return;
      this.#threads.splice(at, 1);
      warmed?.();
      for (const [id, entry] of this.#jobs) if (entry.thread === thread) this.#finish(id, { problem });
      if (this.#stopped) return;
      this.log.warn({ problem }, 'a render thread ended: it is replaced');
      this.#threads.push(this.#start());
    };
    worker.on('error', (err) => lost(err.message));
    worker.on('exit', (code) => lost(`render thread exited (${code})`));
    return thread;
  }

  /** A GraphQL operation of a render, run here as a signed-out visitor from the render's client address. */
  async #run(thread: Thread, { job, call, request }: Extract<FromRenderThread, { type: 'execute' }>): Promise<void> {
    const ip = this.#jobs.get(job)?.job.ip ?? '127.0.0.1';
    const result = await this.execute(request, ip).catch((err: unknown) => ({
      errors: [{ message: err instanceof Error ? err.message : String(err) }],
    }));
    if (!this.#stopped) this.#post(thread, { type: 'result', call, result });
  }

  #finish(id: number, outcome: RenderOutcome): void {
    const entry = this.#jobs.get(id);
    if (!entry) return;
    this.#jobs.delete(id);
    entry.thread.busy -= 1;
    entry.done(outcome);
  }
}
