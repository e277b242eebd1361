/**
 * The rspack configuration of every frontend. The shell's rspack.config.ts is
 *
 *   import { defineFrontend } from '@cigogne/tooling/frontend';
 *   export default defineFrontend({ name: 'shell', port: 3000 });
 *
 * and a remote's is `defineRemoteBuild('<feature>')` (remote.ts). Conventions: entry src/index.ts
 * (which only does `import('./bootstrap')`, the async boundary Module Federation needs), the
 * shell's index.html next to its package.json (a remote gets standalone-page.ts), files of public/
 * copied as they are (the shell's manifest.webmanifest and icons), output in dist/.
 * `--env ssr` builds the server-rendering bundle instead (ssr.ts), `--env islands` the guest pages'
 * islands (islands.ts), `--env sw` the service worker (service-worker.ts).
 */
import { rspack, type Configuration } from '@rspack/core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { devServer } from './dev-server.ts';
import { federationPlugins } from './federation.ts';
import { publicPathOf, type FrontendOptions } from './frontends.ts';
import { BuildStampPlugin } from './plugins/build-stamp-plugin.ts';
import { CssChunksPlugin } from './plugins/css-chunks-plugin.ts';
import { PreloadFirstRender } from './plugins/preload-first-render.ts';
import { sourceResolve, sourceRules } from './sources.ts';
import { islandsConfig } from './islands.ts';
import { serviceWorkerConfig } from './service-worker.ts';
import { ssrConfig } from './ssr.ts';
import { standalonePage } from './standalone-page.ts';

/**
 * Browsers of the es2022 JavaScript target (browserslist queries), for the CSS minimizer: with
 * browserslist's defaults, lightningcss rewrote antd's logical properties into :lang() and
 * :-webkit-any() rule copies, nearly tripling antd-first-paint.css.
 */
const CSS_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4', 'ios_saf >= 16.4'];

/** rspack's CLI env and argv (`rspack build --mode production`, `rspack serve`, `--env ssr`). */
type Env = { RSPACK_SERVE?: boolean; RSPACK_BUILD?: boolean; ssr?: boolean; islands?: boolean; sw?: boolean };
type Argv = { mode?: 'production' | 'development' | 'none' };

export type { FrontendOptions } from './frontends.ts';

export function defineFrontend(options: FrontendOptions) {
  return (env: Env = {}, argv: Argv = {}): Configuration => {
    const dir = process.cwd();
    if (env.ssr) return ssrConfig(options, dir);
    if (env.islands) return islandsConfig(options, dir);
    if (env.sw) return serviceWorkerConfig(options, dir);
    const production = (argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production')) === 'production';
    const shell = options.name === 'shell';
    const servedPath = publicPathOf(options.name);
    const template = path.join(dir, 'index.html');
    // files served as they are, next to the build (the shell's web app manifest and its icons)
    const publicDir = path.join(dir, 'public');
    const hash = production ? '.[contenthash:8]' : '';

    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      target: ['web', 'es2022'],
      output: {
        path: path.join(dir, 'dist'),
        // A built remote takes its files from wherever its mf-manifest.json was served ('auto': the
        // shell's federation runtime infers the base from the manifest's URL, remoteEntry.js from its
        // script's, CSS urls are relative), so a team can copy dist/ to any origin. A remote's dev
        // server is reached from the shell on another port: absolute URLs there.
        publicPath: shell ? servedPath : production ? 'auto' : `http://localhost:${options.port}${servedPath}`,
        uniqueName: options.name,
        filename: `[name]${hash}.js`,
        chunkFilename: `[name]${hash}.js`,
        cssFilename: `[name]${hash}.css`,
        cssChunkFilename: `[name]${hash}.css`,
        assetModuleFilename: `assets/[name]${hash}[ext]`,
        clean: true,
      },
      resolve: sourceResolve(),
      module: { rules: sourceRules(production) },
      plugins: [
        ...federationPlugins(options, production),
        new rspack.HtmlRspackPlugin({
          // the shell has its own page; a remote gets the standalone one (its #root)
          ...(existsSync(template) ? { template } : { templateContent: standalonePage(options.name) }),
          minify: production,
          // MF's own remoteEntry chunk must not be injected in the page
          excludeChunks: [options.name],
        }),
        ...(production && shell ? [new PreloadFirstRender()] : []),
        ...(existsSync(publicDir) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.' }] })] : []),
        new CssChunksPlugin(),
        ...(shell ? [] : [new BuildStampPlugin()]),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
        ],
      },
      performance: { hints: false },
      devServer: devServer(options, servedPath),
    };
  };
}
