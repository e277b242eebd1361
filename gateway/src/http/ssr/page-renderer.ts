import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Language } from './accept-language.js';
import { redactPath } from '../../common/redact.js';
import { PageVersionReader, type RunQuery } from '../../common/page-versions.js';
import { guestPageOf, hasCookie, type ServerRenderedPath } from './guest-pages.js';
import type { LocalRemote } from './page-document.js';
import { PageCache } from './page-cache.js';
import { RenderGate } from './render-gate.js';
import { renderedPageUrl } from './page-url.js';
import { ClientRenderSlots } from './render-limits.js';
import { RenderPool, type RenderJob } from './render-pool.js';
import type { RemoteBuilds } from './remote-builds.js';
import type { AnonymousExecutor } from './server-bundles.js';

export type { AnonymousExecutor, GraphQLRequest } from './server-bundles.js';
export type { LocalRemote } from './page-document.js';

/** A page to send: `render` (rendered for this request), `shared` (another request's render under way), `cache` (kept). */
export interface RenderedPage {
  /** The whole document, UTF-8. */
  body: Buffer;
  ms: number;
  source: 'render' | 'shared' | 'cache';
  /** Its compressed forms, shared by every request for the same kept page (compressedAnswer's memo). */
  encoded?: Map<string, Promise<Buffer>>;
}

/** The renderer's limits, and which remote builds it may render with (all local ones when unset). */
export interface RendererOptions {
  rendersPerClient: number;
  concurrency: number;
  warmUp: boolean;
  remoteBuilds?: RemoteBuilds;
}

/** How much rendered HTML is kept per process, in bytes: room for many large public pages, bounded so a crowd of lists cannot grow it. */
const CACHE_BYTES = 64 * 1024 * 1024;

/** undefined once `ms` have passed without `promise` settling (it goes on: a kept page lands in the cache). */
function within<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  if (ms <= 0) return Promise.resolve(undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Server rendering of the shell's signed-out pages and of the remotes' public pages, in worker
 * threads (render-pool.ts), so a render never holds the event loop. Which pages: the shell's
 * bundle says (its first screens, and each remote bundle's `serverRenderedPaths`).
 */
export class PageRenderer {
  /** Rendered pages by language, path and data version; pages that read no data (the login screen...) by language and path. */
  readonly #cache = new PageCache(CACHE_BYTES);
  readonly #gate: RenderGate;
  readonly #slots: ClientRenderSlots;
  readonly #versions: PageVersionReader;
  readonly #pool: RenderPool;
  #paths?: Record<string, ServerRenderedPath[] | undefined>;
  readonly #remoteBuilds?: RemoteBuilds;

  private constructor(
    webRoot: string,
    remotes: LocalRemote[],
    execute: AnonymousExecutor,
    private readonly log: Logger,
    query: RunQuery,
    private readonly budgetMs: number,
    limits: RendererOptions,
  ) {
    this.#remoteBuilds = limits.remoteBuilds;
    this.#slots = new ClientRenderSlots(limits.rendersPerClient);
    this.#gate = new RenderGate(limits.concurrency);
    this.#versions = new PageVersionReader(query);
    // the cores the event loop does not need, and no more threads than renders may run at once
    const threads = Math.max(1, Math.min(limits.concurrency, os.availableParallelism() - 1));
    this.#pool = new RenderPool(webRoot, remotes, threads, execute, log, limits.warmUp);
  }

  /** The renderer, or undefined when the shell has no server bundle (not built with it). */
  static create(
    webRoot: string,
    remotes: LocalRemote[],
    execute: AnonymousExecutor,
    log: Logger,
    query: RunQuery,
    budgetMs: number,
    limits: RendererOptions,
  ): PageRenderer | undefined {
    if (!existsSync(path.join(webRoot, 'shell', 'dist-ssr', 'index.cjs'))) return undefined;
    return new PageRenderer(webRoot, remotes, execute, log, query, budgetMs, limits);
  }

  /** Resolves once every render thread has rendered each page once (see render-worker.ts warmUp). */
  get warmedUp(): Promise<void> {
    return this.#pool.warmedUp;
  }

  /**
   * The page of `url` rendered for a signed-out visitor in `language`, with how long it took and
   * where it came from; undefined when it is not a server-rendered page, or its render failed (not
   * found, private, an error: logged), or is not done within the budget (SSR_BUDGET_MS), or could
   * not start within it (SSR_CONCURRENCY renders under way), or the client is over its renders
   * (SSR_RENDERS_PER_CLIENT), so the caller sends the plain page. The query string is no part of
   * the page (renderedPageUrl): `?x=1..N` is one render and one entry. A page is rendered once per
   * language, path and data version (common/page-versions.ts, read for each request); the requests
   * for it meanwhile share that render, which runs to its end and is kept even when they stopped
   * waiting for it.
   */
  async render(url: string, language: Language, request: { ip: string; cookie?: string }): Promise<RenderedPage | undefined> {
    const started = performance.now();
    const pageUrl = renderedPageUrl(url);
    const left = () => this.budgetMs - (performance.now() - started);
    const paths = this.#paths ?? (await within(this.#pool.paths(), left()));
    if (!paths) return undefined;
    this.#paths = paths as Record<string, ServerRenderedPath[] | undefined>;
    const page = guestPageOf(pageUrl, (feature) => (paths as Record<string, ServerRenderedPath[] | undefined>)[feature]);
    // a remote's page: only with the build the browser will load (remote-builds.ts), its stylesheets from there
    const feature = pageUrl.split('/')[2] ?? '';
    let remoteBase: string | undefined;
    if (this.#remoteBuilds && (paths as Record<string, unknown>)[feature]) {
      const servable = this.#remoteBuilds.servable(feature);
      remoteBase = typeof servable === 'object' ? await within(servable, left()) : servable;
      if (!remoteBase) return undefined;
    }
    const key = `${language} ${remoteBase ?? ''} ${pageUrl}`;
    const answer = async (flight: Promise<Buffer | undefined>, source: RenderedPage['source'], version?: number) => {
      const body = await within(flight, left());
      if (!body) return undefined;
      return {
        body,
        encoded: version === undefined ? undefined : this.#cache.get(key, version)?.encoded,
        ms: performance.now() - started,
        source,
      };
    };
    if (page.kind === 'unversioned')
      return answer(this.#renderNow({ url: pageUrl, language, ip: request.ip, cookie: request.cookie, remoteBase }, left()), 'render');
    // the visitor's own view (a guest's answer summary): rendered in the browser, never shared
    if (page.kind === 'versioned' && page.unlessCookie && hasCookie(request.cookie, page.unlessCookie)) return undefined;
    let version = 0;
    if (page.kind === 'versioned') {
      try {
        version = await this.#versions.read(page.versionKey);
      } catch (err) {
        this.log.warn({ url: redactPath(pageUrl), err }, 'server rendering failed: the page version could not be read');
        return undefined;
      }
    }
    const known = this.#cache.get(key, version);
    if (known !== undefined) return { body: known.body, encoded: known.encoded, ms: performance.now() - started, source: 'cache' };
    const flight = this.#cache.flight(key, version);
    if (flight) return answer(flight, 'shared', version);
    // rendered as a visitor without the request's cookies: the page is everyone's
    const render = this.#renderNow({ url: pageUrl, language, ip: request.ip, remoteBase }, left(), (body, dataFree) => {
      if (page.kind === 'versioned' || dataFree) this.#cache.set(key, version, body);
    });
    this.#cache.fly(key, version, render);
    return answer(render, 'render', version);
  }

  /**
   * One render, if the client has renders left and a render slot frees within `waitMs`. The slot
   * is held until the thread is done with it, so the slots bound the work truly under way; the
   * render runs to its end (`keep` it) even when its requests stopped waiting.
   */
  async #renderNow(job: RenderJob, waitMs: number, keep?: (body: Buffer, dataFree: boolean) => void): Promise<Buffer | undefined> {
    const url = redactPath(job.url);
    const releaseClient = this.#slots.take(job.ip);
    if (!releaseClient) {
      this.log.debug({ url, ip: job.ip }, 'server rendering skipped: the client is over SSR_RENDERS_PER_CLIENT');
      return undefined;
    }
    const releaseSlot = await this.#gate.acquire(waitMs);
    if (!releaseSlot) {
      releaseClient(false);
      this.log.info({ url }, 'server rendering shed: no render could start within SSR_BUDGET_MS, the plain page is sent');
      return undefined;
    }
    const started = performance.now();
    const outcome = await this.#pool.render(job);
    releaseSlot();
    releaseClient(outcome.bytes !== undefined);
    const ms = Math.round(performance.now() - started);
    // a cancel link's path carries its token
    if (outcome.problem) this.log.warn({ url, reason: outcome.problem }, 'server rendering failed: the plain page is sent');
    else if (ms > this.budgetMs) this.log.info({ url, ms }, 'server rendering over SSR_BUDGET_MS: its requests got the plain page');
    if (outcome.bytes) keep?.(outcome.bytes, outcome.dataFree ?? false);
    return outcome.bytes;
  }

  /** Ends the render threads: the server is closing its database. */
  stop(): Promise<void> {
    return this.#pool.stop();
  }
}
