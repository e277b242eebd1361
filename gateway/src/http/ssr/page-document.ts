import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The built frontends as the render threads use them (render-worker.ts): the shell's server
 * bundle, each local remote's, and the shell's index.html that a rendered page is set in, with
 * antd's styles and the page's stylesheets in <head> and the Apollo cache as JSON.
 */
export class ServerBuild {
  readonly bundle: ShellServerBundle;
  readonly #shellDist: string;
  readonly #remotes = new Map<string, { module: ServerRoutesModule; css: (chunks: string[], base?: string) => string[] }>();
  readonly #shellCss: Record<string, string[]>;
  readonly #template: string;

  constructor(webRoot: string, remotes: LocalRemote[]) {
    this.#shellDist = path.join(webRoot, 'shell', 'dist');
    this.bundle = loadProduction<ShellServerBundle>(path.join(webRoot, 'shell', 'dist-ssr', 'index.cjs'));
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
        module: loadProduction<ServerRoutesModule>(bundle),
        css: (chunks, base = remote.publicPath) =>
          [...routesCss, ...chunks.flatMap((c) => groups[c] ?? [])].map((file) => `${base}${file}`),
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
    return this.#template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-ssr="${language}">${page.html}</div>`);
  }
}
