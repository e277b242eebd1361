import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IslandsManifest } from '@cigogne/remote-contract/islands.ts';
import type { Language } from './accept-language.js';
import { loadProduction, readJson, type RenderedBody, type ServerRoutesModule, type ShellServerBundle } from './server-bundles.js';

/** A remote served by this gateway from its local build. */
export interface LocalRemote {
  container: string;
  /** Its build folder (mf-<name>) and public path (/mf/<name>/). */
  dir: string;
  publicPath: string;
}

/** Id of the (non-executed) script element holding the Apollo cache; the shell reads it (src/ssr/serverRender.ts). */
export const STATE_SCRIPT_ID = 'apollo-state';

/** `<` never closes the script element the JSON travels in. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A build's islands manifest, dist/islands/islands.json (remote-contract's ISLANDS_MANIFEST; types only are imported from there). */
const ISLANDS_MANIFEST = 'islands.json';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The built frontends as the render threads use them (render-worker.ts): the shell's server
 * bundle, each local remote's, and the shell's index.html that a rendered page is set in, with
 * antd's styles and the page's stylesheets in <head> and the Apollo cache as JSON.
 */
export class ServerBuild {
  readonly bundle: ShellServerBundle;
  readonly #shellDist: string;
  readonly #remotes = new Map<
    string,
    { module: ServerRoutesModule; css: (chunks: string[], base?: string) => string[]; islands: IslandsManifest; publicPath: string }
  >();
  /** The shell's island loader, under /app/ (shell/src/islands/loader.island.ts); undefined when not built. */
  readonly #loader?: string;
  /** The shell's own islands (its screens sent as islands: the login page), entry to file under /app/islands/. */
  readonly #shellIslands: IslandsManifest;
  readonly #shellCss: Record<string, string[]>;
  readonly #template: string;

  constructor(webRoot: string, remotes: LocalRemote[]) {
    this.#shellDist = path.join(webRoot, 'shell', 'dist');
    this.bundle = loadProduction<ShellServerBundle>(path.join(webRoot, 'shell', 'dist-ssr', 'index.cjs'));
    this.#shellCss = readJson(path.join(this.#shellDist, 'css-chunks.json'), {});
    this.#shellIslands = readJson<IslandsManifest>(path.join(this.#shellDist, 'islands', ISLANDS_MANIFEST), {});
    const loader = this.#shellIslands.loader;
    this.#loader = loader && `/app/islands/${loader}`;
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
        module: loadProduction<ServerRoutesModule>(bundle),
        css: (chunks, base = remote.publicPath) =>
          [...routesCss, ...chunks.flatMap((c) => groups[c] ?? [])].map((file) => `${base}${file}`),
        islands: readJson<IslandsManifest>(path.join(dist, 'islands', ISLANDS_MANIFEST), {}),
        publicPath: remote.publicPath,
      });
    }
    // Without the shell's low-priority preloads of its first-render chunks: a server-rendered page
    // is painted before its code runs, and those downloads would compete with its styles and images.
    this.#template = readFileSync(path.join(this.#shellDist, 'index.html'), 'utf8').replace(
      /<link(?=[^>]*\brel="preload")(?=[^>]*\bfetchpriority="low")[^>]*>/g,
      '',
    );
  }

  /** A remote's server bundle, by container (undefined when it has none). */
  readonly loadRemote = (container: string): ServerRoutesModule | undefined => this.#remotes.get(container)?.module;

  /** What each remote's './routes' says of its server-rendered pages, by feature (mf_wishlists -> wishlists). */
  serverRenderedPaths(): Record<string, unknown> {
    return Object.fromEntries(
      [...this.#remotes].map(([container, { module }]) => [container.replace(/^mf_/, ''), module.serverRenderedPaths]),
    );
  }

  /**
   * The shell's index.html around a rendered page: its markup, styles, stylesheets and Apollo
   * cache. A remote's stylesheets come from `remoteBase` (where the registry has its manifest), by
   * default the gateway's own copy.
   */
  document(page: RenderedBody, language: Language, remoteBase?: string): string {
    const css = [
      ...page.shellChunks.flatMap((c) => this.#shellCss[c] ?? []).map((file) => `/app/${file}`),
      ...(page.remote ? (this.#remotes.get(page.remote.container)?.css(page.remote.chunks, remoteBase) ?? []) : []),
    ];
    const head =
      [...new Set(css)].map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('') +
      page.styles +
      `<script type="application/json" id="${STATE_SCRIPT_ID}">${jsonForScript(page.state)}</script>`;
    return (
      this.#withIslands(this.#template, page, remoteBase)
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        // the web app manifest in the page's language (names and description; one app: same id)
        .replace('/app/manifest.webmanifest', language === 'en' ? '/app/manifest.en.webmanifest' : '/app/manifest.webmanifest')
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-ssr="${language}">${page.html}</div>`)
    );
  }

  /**
   * A page with an island (docs/architecture.md#islands): the app's entry script becomes the island
   * loader, which knows the island's file (from the remote's build, at `remoteBase` like its
   * stylesheets) and loads the app only when something needs it. Without a built loader or island:
   * the whole app, as before.
   */
  #withIslands(template: string, page: RenderedBody, remoteBase?: string): string {
    const island = this.#islandOf(page, remoteBase);
    if (!this.#loader || !island) return template;
    return template.replace(
      /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/,
      (_, a?: string, b?: string) =>
        `<script defer src="${escapeAttribute(this.#loader!)}" data-app="${escapeAttribute(a ?? b ?? '')}" ` +
        `data-island="${escapeAttribute(island.name)}" data-island-src="${escapeAttribute(island.src)}"></script>`,
    );
  }

  /** The page's island and its file: a remote's (at `remoteBase`), or a shell screen's (under /app/). */
  #islandOf(page: RenderedBody, remoteBase?: string): { name: string; src: string } | undefined {
    if (page.remote) {
      const remote = this.#remotes.get(page.remote.container);
      const file = page.remote.island && remote?.islands[page.remote.island];
      return file ? { name: page.remote.island!, src: `${remoteBase ?? remote!.publicPath}islands/${file}` } : undefined;
    }
    const file = page.island && this.#shellIslands[page.island];
    return file ? { name: page.island!, src: `/app/islands/${file}` } : undefined;
  }
}
