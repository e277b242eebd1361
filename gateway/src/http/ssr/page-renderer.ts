import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Language } from './accept-language.js';
import { redactPath } from '../../common/redact.js';
import { ClientRenderSlots, renderedPageUrl } from './render-limits.js';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
type GraphQLResult = { data?: unknown; errors?: readonly { message: string }[] };

/** One GraphQL operation run in process as a signed-out visitor from `ip` (the schema and context of a request without a token). */
export type AnonymousExecutor = (request: GraphQLRequest, ip: string) => Promise<GraphQLResult>;

/** What the shell's server bundle (shell/src/ssr/render.tsx, built to shell/dist-ssr/index.cjs) exports. */
interface ShellServerBundle {
  warmUpUrls(loadRemote: (container: string) => unknown): string[];
  renderPage(options: {
    url: string;
    language: Language;
    execute: (request: GraphQLRequest) => Promise<GraphQLResult>;
    loadRemote: (container: string) => unknown;
    cookie?: string;
    signal?: AbortSignal;
  }): Promise<
    | {
        html: string;
        styles: string;
        state: unknown;
        shellChunks: string[];
        remote?: { container: string; chunks: string[] };
        dataFree: boolean;
      }
    | undefined
  >;
}

/** A remote served by this gateway from its local build. */
export interface LocalRemote {
  container: string;
  /** Its build folder (mf-<name>) and public path (/mf/<name>/). */
  dir: string;
  publicPath: string;
}

/**
 * Packages the server bundles leave to Node (rspack.config.base.ts): loaded once, up front, with
 * NODE_ENV=production, so React and antd are their production builds whatever the gateway runs
 * with (antd's class names differ in development, and must match the browser's).
 */
const SHARED_PACKAGES = [
  'react',
  'react-dom/static',
  'react-router',
  '@apollo/client',
  'react-intl',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
];

function loadProduction<T>(file: string): T {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const require = createRequire(file);
    for (const name of SHARED_PACKAGES) require(name);
    return require(file) as T;
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback);

/** `<` never closes the script element the JSON travels in. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** How many data-free pages are kept rendered. */
const DATA_FREE_PAGES = 100;

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
  /** Pages that read no data (the login screen...), by language and URL: the same for every signed-out visitor. */
  readonly #dataFree = new Map<string, string>();
  /** The warm-up under way, and whether the server is stopping (no render may outlive the database). */
  #warming?: Promise<void>;
  #stopped = false;
  readonly #slots: ClientRenderSlots;

  private constructor(
    webRoot: string,
    remotes: LocalRemote[],
    private readonly execute: AnonymousExecutor,
    private readonly log: Logger,
    private readonly budgetMs: number,
    rendersPerClient: number,
  ) {
    this.#slots = new ClientRenderSlots(rendersPerClient);
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
    budgetMs: number,
    rendersPerClient: number,
  ): PageRenderer | undefined {
    if (!existsSync(path.join(webRoot, 'shell', 'dist-ssr', 'index.cjs'))) return undefined;
    try {
      return new PageRenderer(webRoot, remotes, execute, log, budgetMs, rendersPerClient);
    } catch (err) {
      log.warn({ err }, 'server rendering is off: its bundles could not be loaded');
      return undefined;
    }
  }

  /**
   * The page of `url` rendered for a signed-out visitor in `language`, with how long it took; undefined
   * when it is not a server-rendered page, or its render failed (not found, private, an error,
   * over the budget (SSR_BUDGET_MS): logged), or the client is over its renders
   * (SSR_RENDERS_PER_CLIENT), so the caller sends the plain page. `cached`: no render ran. The
   * query string is no part of the page (renderedPageUrl): `?x=1..N` is one render and one entry.
   */
  async render(
    url: string,
    language: Language,
    request: { ip: string; cookie?: string },
  ): Promise<{ html: string; ms: number; cached: boolean } | undefined> {
    const started = performance.now();
    const pageUrl = renderedPageUrl(url);
    const key = `${language} ${pageUrl}`;
    const known = this.#dataFree.get(key);
    if (known !== undefined) return { html: known, ms: performance.now() - started, cached: true };
    const release = this.#slots.take(request.ip);
    if (!release) {
      this.log.debug({ url: redactPath(pageUrl), ip: request.ip }, 'server rendering skipped: the client is over SSR_RENDERS_PER_CLIENT');
      return undefined;
    }
    let rendered = true;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`over ${this.budgetMs} ms`)), this.budgetMs);
    try {
      const page = await this.#bundle.renderPage({
        url: pageUrl,
        language,
        execute: (operation) => this.execute(operation, request.ip),
        loadRemote: (container) => this.#remotes.get(container)?.module,
        cookie: request.cookie,
        signal: controller.signal,
      });
      if (!page) {
        rendered = false;
        return undefined;
      }
      // a render is mostly synchronous work the timer cannot interrupt: it is also judged once done
      if (performance.now() - started > this.budgetMs) controller.abort();
      if (controller.signal.aborted) throw new Error('over budget');
      const css = [
        ...page.shellChunks.flatMap((c) => this.#shellCss[c] ?? []).map((file) => `/app/${file}`),
        ...(page.remote ? (this.#remotes.get(page.remote.container)?.css(page.remote.chunks) ?? []) : []),
      ];
      const head =
        [...new Set(css)].map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('') +
        page.styles +
        `<script type="application/json" id="${STATE_SCRIPT_ID}">${jsonForScript(page.state)}</script>`;
      const html = this.template()
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-ssr="${language}">${page.html}</div>`);
      if (page.dataFree) {
        // bounded: URLs are the visitor's to choose (/reset-password/<anything>)
        if (this.#dataFree.size >= DATA_FREE_PAGES) this.#dataFree.delete(this.#dataFree.keys().next().value!);
        this.#dataFree.set(key, html);
      }
      return { html, ms: performance.now() - started, cached: false };
    } catch (err) {
      const reason = controller.signal.aborted ? `over ${this.budgetMs} ms` : err instanceof Error ? err.message : String(err);
      // a cancel link's path carries its token
      this.log.warn({ url: redactPath(pageUrl), reason }, 'server rendering failed: the plain page is sent');
      return undefined;
    } finally {
      clearTimeout(timer);
      release(rendered);
    }
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
