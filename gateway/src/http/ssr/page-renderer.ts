import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Language } from './accept-language.js';
import { redactPath } from '../../common/redact.js';
import { readPageVersion, type RunQuery } from '../../common/page-versions.js';
import { guestPageOf, hasCookie } from './guest-pages.js';
import { PageCache } from './page-cache.js';
import { RenderGate } from './render-gate.js';
import { ClientRenderSlots, renderedPageUrl } from './render-limits.js';
import { loadProduction, readJson, type AnonymousExecutor, type RenderedBody, type ShellServerBundle } from './server-bundles.js';

export type { AnonymousExecutor, GraphQLRequest } from './server-bundles.js';

/** A page to send: `render` (rendered for this request), `shared` (another request's render under way), `cache` (kept). */
export interface RenderedPage {
  html: string;
  ms: number;
  source: 'render' | 'shared' | 'cache';
  /** Its compressed forms, shared by every request for the same kept page (compressedAnswer's memo). */
  encoded?: Map<string, Promise<Buffer>>;
}

/** A remote served by this gateway from its local build. */
export interface LocalRemote {
  container: string;
  /** Its build folder (mf-<name>) and public path (/mf/<name>/). */
  dir: string;
  publicPath: string;
}

/** `<` never closes the script element the JSON travels in. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** How much rendered HTML is kept per process, in characters (a public wishlist page of 50 items is about 100 KB). */
const CACHE_CHARS = 32 * 1024 * 1024;

/** Id of the (non-executed) script element holding the Apollo cache; the shell reads it (src/ssr/serverRender.ts). */
export const STATE_SCRIPT_ID = 'apollo-state';

/**
 * Server rendering of the shell's signed-out pages and of the remotes' public pages: the shell's
 * built index.html with the page's markup in #root, antd's styles and the page's stylesheets in
 * <head>, and the Apollo cache as JSON. Which pages: the shell's bundle says (its first screens,
 * and each remote bundle's `serverRenderedPaths`).
 */
export class PageRenderer {
  readonly #shellDist: string;
  readonly #bundle: ShellServerBundle;
  readonly #remotes = new Map<string, { module: unknown; css: (chunks: string[]) => string[] }>();
  readonly #shellCss: Record<string, string[]>;
  #template?: string;
  /** Rendered pages by language, path and data version; pages that read no data (the login screen...) by language and path. */
  readonly #cache = new PageCache(CACHE_CHARS);
  readonly #gate: RenderGate;
  /** The warm-up under way, and whether the server is stopping (no render may outlive the database). */
  #warming?: Promise<void>;
  #stopped = false;
  readonly #slots: ClientRenderSlots;

  private constructor(
    webRoot: string,
    remotes: LocalRemote[],
    private readonly execute: AnonymousExecutor,
    private readonly log: Logger,
    private readonly query: RunQuery,
    private readonly budgetMs: number,
    limits: { rendersPerClient: number; concurrency: number },
  ) {
    this.#slots = new ClientRenderSlots(limits.rendersPerClient);
    this.#gate = new RenderGate(limits.concurrency);
    this.#shellDist = path.join(webRoot, 'shell', 'dist');
    this.#bundle = loadProduction<ShellServerBundle>(path.join(webRoot, 'shell', 'dist-ssr', 'index.cjs'));
    this.#shellCss = readJson(path.join(this.#shellDist, 'css-chunks.json'), {});
    for (const remote of remotes) {
      const bundle = path.join(remote.dir, 'dist-ssr', 'index.cjs');
      if (!existsSync(bundle)) continue;
      const dist = path.join(remote.dir, 'dist');
      const groups = readJson<Record<string, string[]>>(path.join(dist, 'css-chunks.json'), {});
      // the stylesheets './routes' loads with it (mf-manifest.json), then those of the page's chunk
      const manifest = readJson<{ exposes?: Array<{ path: string; assets?: { css?: { sync?: string[] } } }> }>(
        path.join(dist, 'mf-manifest.json'),
        {},
      );
      const routesCss = manifest.exposes?.find((e) => e.path === './routes')?.assets?.css?.sync ?? [];
      this.#remotes.set(remote.container, {
        module: loadProduction(bundle),
        css: (chunks) => [...routesCss, ...chunks.flatMap((c) => groups[c] ?? [])].map((file) => `${remote.publicPath}${file}`),
      });
    }
  }

  /** The renderer, or undefined when the shell has no server bundle (not built with it). */
  static create(
    webRoot: string,
    remotes: LocalRemote[],
    execute: AnonymousExecutor,
    log: Logger,
    query: RunQuery,
    budgetMs: number,
    limits: { rendersPerClient: number; concurrency: number },
  ): PageRenderer | undefined {
    if (!existsSync(path.join(webRoot, 'shell', 'dist-ssr', 'index.cjs'))) return undefined;
    try {
      return new PageRenderer(webRoot, remotes, execute, log, query, budgetMs, limits);
    } catch (err) {
      log.warn({ err }, 'server rendering is off: its bundles could not be loaded');
      return undefined;
    }
  }

  /**
   * The page of `url` rendered for a signed-out visitor in `language`, with how long it took and
   * where it came from; undefined when it is not a server-rendered page, or its render failed (not
   * found, private, an error, over the budget (SSR_BUDGET_MS): logged), or could not start within
   * the budget (SSR_CONCURRENCY renders under way), or the client is over its renders
   * (SSR_RENDERS_PER_CLIENT), so the caller sends the plain page. The query string is no part of
   * the page (renderedPageUrl): `?x=1..N` is one render and one entry. A page is rendered once per
   * language, path and data version (common/page-versions.ts, read per request: one primary-key
   * query); the requests for it meanwhile wait for that render and share it.
   */
  async render(url: string, language: Language, request: { ip: string; cookie?: string }): Promise<RenderedPage | undefined> {
    const started = performance.now();
    const pageUrl = renderedPageUrl(url);
    const key = `${language} ${pageUrl}`;
    const page = guestPageOf(pageUrl, (feature) => this.#remotes.get(`mf_${feature}`)?.module);
    const ms = () => performance.now() - started;
    if (page.kind === 'unversioned') {
      const html = await this.#renderNow(pageUrl, language, request, started, { cookie: request.cookie });
      return html === undefined ? undefined : { html, ms: ms(), source: 'render' };
    }
    // the visitor's own view (a guest's answer summary): rendered in the browser, never shared
    if (page.kind === 'versioned' && page.unlessCookie && hasCookie(request.cookie, page.unlessCookie)) return undefined;
    let version = 0;
    if (page.kind === 'versioned') {
      try {
        version = await readPageVersion(this.query, page.versionKey);
      } catch (err) {
        this.log.warn({ url: redactPath(pageUrl), err }, 'server rendering failed: the page version could not be read');
        return undefined;
      }
    }
    const known = this.#cache.get(key, version);
    if (known !== undefined) return { html: known.html, encoded: known.encoded, ms: ms(), source: 'cache' };
    const flight = this.#cache.flight(key, version);
    if (flight) {
      const html = await flight;
      return html === undefined ? undefined : { html, encoded: this.#cache.get(key, version)?.encoded, ms: ms(), source: 'shared' };
    }
    // rendered as a visitor without the request's cookies: the page is everyone's
    const render = this.#renderNow(pageUrl, language, request, started, {
      keep: (html, dataFree) => {
        if (page.kind === 'versioned' || dataFree) this.#cache.set(key, version, html);
      },
    });
    this.#cache.fly(key, version, render);
    const html = await render;
    return html === undefined ? undefined : { html, encoded: this.#cache.get(key, version)?.encoded, ms: ms(), source: 'render' };
  }

  /**
   * One render, if the client has renders left and a render slot frees within the budget; the
   * render's own budget starts when it does. The slot is held until the render's queries are
   * done too (an abort leaves them running), so the slots bound the work truly under way.
   */
  async #renderNow(
    pageUrl: string,
    language: Language,
    request: { ip: string },
    started: number,
    options: { cookie?: string; keep?: (html: string, dataFree: boolean) => void },
  ): Promise<string | undefined> {
    const releaseClient = this.#slots.take(request.ip);
    if (!releaseClient) {
      this.log.debug({ url: redactPath(pageUrl), ip: request.ip }, 'server rendering skipped: the client is over SSR_RENDERS_PER_CLIENT');
      return undefined;
    }
    const releaseSlot = await this.#gate.acquire(this.budgetMs - (performance.now() - started));
    if (!releaseSlot) {
      releaseClient(false);
      this.log.info(
        { url: redactPath(pageUrl) },
        'server rendering shed: no render could start within SSR_BUDGET_MS, the plain page is sent',
      );
      return undefined;
    }
    const queries = new Set<Promise<unknown>>();
    let rendered = true;
    const renderStarted = performance.now();
    const controller = new AbortController();
    // a page that will be kept runs to its end: over the budget, its requests get the plain page,
    // and the next ones the kept page (the CPU spent is not thrown away)
    const timer = options.keep ? undefined : setTimeout(() => controller.abort(new Error(`over ${this.budgetMs} ms`)), this.budgetMs);
    try {
      const page = await this.#bundle.renderPage({
        url: pageUrl,
        language,
        execute: (operation) => {
          const query = this.execute(operation, request.ip);
          queries.add(query);
          return query;
        },
        loadRemote: (container) => this.#remotes.get(container)?.module,
        cookie: options.cookie,
        signal: controller.signal,
      });
      if (!page) {
        rendered = false;
        return undefined;
      }
      // a render is mostly synchronous work the timer cannot interrupt: it is also judged once done
      if (controller.signal.aborted) throw new Error('over budget');
      const html = this.#document(page, language);
      options.keep?.(html, page.dataFree);
      if (performance.now() - renderStarted > this.budgetMs) controller.abort();
      if (controller.signal.aborted) throw new Error('over budget');
      return html;
    } catch (err) {
      const reason = controller.signal.aborted ? `over ${this.budgetMs} ms` : err instanceof Error ? err.message : String(err);
      // a cancel link's path carries its token
      this.log.warn({ url: redactPath(pageUrl), reason }, 'server rendering failed: the plain page is sent');
      return undefined;
    } finally {
      clearTimeout(timer);
      releaseClient(rendered);
      void Promise.allSettled(queries).then(releaseSlot);
    }
  }

  /** The shell's index.html around a rendered page: its markup, styles, stylesheets and Apollo cache. */
  #document(page: RenderedBody, language: Language): string {
    const css = [
      ...page.shellChunks.flatMap((c) => this.#shellCss[c] ?? []).map((file) => `/app/${file}`),
      ...(page.remote ? (this.#remotes.get(page.remote.container)?.css(page.remote.chunks) ?? []) : []),
    ];
    const head =
      [...new Set(css)].map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('') +
      page.styles +
      `<script type="application/json" id="${STATE_SCRIPT_ID}">${jsonForScript(page.state)}</script>`;
    return this.template()
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-ssr="${language}">${page.html}</div>`);
  }

  /**
   * Renders each server-rendered page once (an unknown id for its parameters), without a time
   * limit: the first render of a page loads and compiles its code (several times the budget), which
   * must not make the first visitor's page plain. Failures (not found) are expected and ignored.
   */
  warmUp(): Promise<void> {
    this.#warming ??= this.#warmUp();
    return this.#warming;
  }

  async #warmUp(): Promise<void> {
    const started = performance.now();
    const loadRemote = (container: string) => this.#remotes.get(container)?.module;
    for (const url of this.#bundle.warmUpUrls(loadRemote)) {
      if (this.#stopped) return;
      await this.#bundle
        .renderPage({ url, language: 'fr', execute: (request) => this.execute(request, '127.0.0.1'), loadRemote })
        .catch(() => undefined);
    }
    this.log.debug({ ms: Math.round(performance.now() - started) }, 'server rendering warmed up');
  }

  /** Ends the warm-up (after the page under way): the server is closing its database. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#warming;
  }

  /** The shell's built index.html (read once: a build replaces the gateway's files before it starts). */
  private template(): string {
    // Without the shell's low-priority preloads of its first-render chunks: a server-rendered page
    // is painted before its code runs, and those downloads would compete with its styles and images.
    this.#template ??= readFileSync(path.join(this.#shellDist, 'index.html'), 'utf8').replace(
      /<link(?=[^>]*\brel="preload")(?=[^>]*\bfetchpriority="low")[^>]*>/g,
      '',
    );
    return this.#template;
  }
}
