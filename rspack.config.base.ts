/**
 * The one rspack factory of every frontend. A remote's rspack.config.ts is:
 *
 *   import { defineRemote } from '../rspack.config.base.ts';
 *   export default defineRemote('timelines');
 *
 * Conventions: entry src/index.ts (which only does `import('./bootstrap')`, the async boundary
 * Module Federation needs), the shell's index.html next to its package.json (a remote gets
 * standalonePage), output in dist/.
 * The shell is served at /app/, a remote `mf_<x>` at /mf/<x>/ (its mf-manifest.json there).
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURES, featureNamed } from '@cigogne/remote-contract/registry.mjs';

const repoRoot = import.meta.dirname;

export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/** Container names are identifiers: `shell` (the host) or `mf_<feature>` (a remote). */
export type FrontendName = 'shell' | `mf_${string}`;

export interface FrontendOptions {
  name: FrontendName;
  /** Exposed modules of a remote: './routes' and './dashboard-card'. */
  exposes?: Record<string, string>;
  /** Build-time remotes (normally none: the shell registers remotes at run time from /app/remotes.json). */
  remotes?: Record<string, string>;
  /** Dev server port. */
  port: number;
}

/** Manifest URL of each remote, as the gateway writes /app/remotes.json by default. */
export const DEFAULT_REMOTES: Record<string, string> = Object.fromEntries(
  FEATURES.map((feature) => [feature.container, `${publicPathOf(feature.container)}mf-manifest.json`]),
);

/** Where a frontend is served: /app/ for the shell, /mf/<feature>/ for mf_<feature>. */
export function publicPathOf(name: FrontendName): string {
  return name === 'shell' ? '/app/' : `/mf/${name.replace(/^mf_/, '')}/`;
}

function installedVersion(pkg: string): string {
  const file = path.join(repoRoot, 'node_modules', pkg, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version as string;
}

/** The version range a package declares for one of its dependencies (what it was tested with). */
function declaredRange(pkg: string, dependency: string): string {
  const file = path.join(repoRoot, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { dependencies: Record<string, string> }).dependencies[dependency]!;
}

/**
 * antd's runtime infrastructure, shared as singletons; antd's components are NOT shared (each
 * frontend bundles, tree-shaken, the components it uses). These packages are what every antd
 * component needs whatever it is (CSS-in-JS engine and its style cache, colour maths, rc-util,
 * motion, popups, resize observer, dayjs), so a remote downloads them only when the shell has not
 * (`shareStrategy: 'loaded-first'`). Each is imported by antd through its package root (checked in
 * antd 6's es/ sources), so the share keys match. The range is what the installed antd declares,
 * and each frontend still bundles its own copy as fallback, so a remote deploys alone.
 * Measured choice (README, "Page weight"): sharing `antd` itself with `treeShaking` gave the host a
 * copy pruned to the shell's own exports, and a remote using another component (Empty) crashed.
 */
const ANTD_INFRASTRUCTURE = [
  '@ant-design/cssinjs',
  '@ant-design/cssinjs-utils',
  '@ant-design/colors',
  '@ant-design/fast-color',
  '@rc-component/util',
  '@rc-component/motion',
  '@rc-component/trigger',
  '@rc-component/resize-observer',
  'dayjs',
];

/** The antd locales ui's ThemeProvider imports (as written there: share keys match the request). */
const ANTD_LOCALES = ['antd/locale/en_US', 'antd/locale/fr_FR'];

/** Shared facade (imported by the frontends instead of the package; ESLint enforces it) -> wrapped package. */
export const FACADES: Record<string, string> = {
  '@cigogne/ui/router': 'react-router',
  '@cigogne/ui/apollo/facade': '@apollo/client',
};

/**
 * Runtime singletons (one React, one router, one Apollo cache, one intl context) and antd's
 * infrastructure. @cigogne/graphql and @cigogne/ui are NOT shared (each frontend bundles the
 * version it was built with), except ui's facades (FACADES).
 */
export function sharedModules() {
  const singletons: Record<string, string> = {
    react: 'react',
    'react/jsx-runtime': 'react',
    'react-dom': 'react-dom',
    'react-dom/client': 'react-dom',
    'react-intl': 'react-intl',
  };
  const shared: Record<string, { singleton: true; version: string; requiredVersion: string }> = {};
  // Facades: a shared package is never tree-shaken (a consumer may use any export), so the
  // singleton is a module of ui re-exporting only the names the frontends use; the package itself
  // is no longer shared and is bundled, tree-shaken, inside the facade's chunk. A facade is
  // versioned as the package it wraps.
  for (const [request, pkg] of Object.entries({ ...singletons, ...FACADES })) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0` };
  }
  for (const pkg of ANTD_INFRASTRUCTURE) {
    shared[pkg] = { singleton: true, version: installedVersion(pkg), requiredVersion: declaredRange('antd', pkg) };
  }
  // antd's locales are plain data (about 13 KiB gzip for fr and en) that every ThemeProvider, the
  // shell's and each remote's, passes to its ConfigProvider: shared, a remote uses the shell's copy.
  const antdVersion = installedVersion('antd');
  for (const request of ANTD_LOCALES) {
    shared[request] = { singleton: true, version: antdVersion, requiredVersion: `^${antdVersion.split('.')[0]}.0.0` };
  }
  return shared;
}

/**
 * The Module Federation runtime's helper packages a built remote takes from the shell (globals set
 * by scripts/mf-provide-sdk-plugin.cjs, a runtime plugin of the built shell) instead of bundling
 * them in its remoteEntry.js: with the external runtime core, they were most of what remained in it
 * (sdk: script loading, manifest and logger helpers; error-codes: messages). Same contract as the
 * external runtime core: a built remote needs the shell, a dev server keeps its own copies.
 */
export const REMOTE_EXTERNALS: Record<string, string> = {
  '@module-federation/sdk': '_CIGOGNE_FEDERATION_SDK',
  '@module-federation/error-codes': '_CIGOGNE_FEDERATION_ERROR_CODES',
};

/** The message catalogues of a frontend (and of ui), and of its dashboard card (src/i18n/card/), compiled to ICU ASTs at build time. */
const MESSAGE_CATALOGUE = /[\\/]src[\\/]i18n[\\/](card[\\/])?(fr|en)\.ts$/;

/**
 * The antd components whose styles are built at build time into ui/src/theme/antd-first-paint.css
 * (the shell's <head>; scripts/antd-static-css.cjs): what the login page, the public pages and the
 * signed-in header render (measured on the built product). antd's CSS-in-JS skips them at run time;
 * any other component keeps its run-time styles. Every component listed adds to a render-blocking
 * file (these: about 10 KiB brotli), so a component belongs here only if a first screen shows it.
 */
const FIRST_PAINT_ANTD = ['Layout', 'Button', 'Menu', 'Spin', 'Skeleton', 'Tag', 'Empty', 'Avatar'];

/** Browsers of the es2022 JavaScript target (browserslist queries), for the CSS minimizer. */
const CSS_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4', 'ios_saf >= 16.4'];

type Env = { RSPACK_SERVE?: boolean; RSPACK_BUILD?: boolean; ssr?: boolean };
type Argv = { mode?: 'production' | 'development' | 'none' };

/** The rspack configuration of one frontend (a function of rspack's CLI env, for --mode). */
export function defineFrontend(options: FrontendOptions) {
  return (env: Env = {}, argv: Argv = {}): Configuration => {
    const dir = process.cwd();
    if (env.ssr) return ssrConfig(options, dir);
    const production = (argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production')) === 'production';
    const servedPath = publicPathOf(options.name);
    // A remote's dev server is reached from the shell on another port: its manifest must point at
    // absolute asset URLs. Built remotes are served by the gateway on the shell's origin.
    const publicPath = !production && options.name !== 'shell' ? `http://localhost:${options.port}${servedPath}` : servedPath;
    const template = path.join(dir, 'index.html');
    const hash = production ? '.[contenthash:8]' : '';

    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      target: ['web', 'es2022'],
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
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
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          remotes: options.remotes ?? {},
          shared: sharedModules(),
          // The host's shared modules win; remotes do not get fetched just to compare versions.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One Module Federation runtime per page (34 KiB gzip): the shell provides it, a built
          // remote uses it (its remoteEntry.js drops from 34 to 17 KiB). Dev servers keep their own,
          // so a remote still runs alone with `npm run dev -w mf-<x>`.
          experiments: {
            // browser-only runtime: no Node.js script loading code
            optimization: { target: 'web' },
            ...(production ? (options.name === 'shell' ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
          ...(production && options.name === 'shell' ? { runtimePlugins: [path.join(repoRoot, 'scripts/mf-provide-sdk-plugin.cjs')] } : {}),
        }),
        ...(production && options.name !== 'shell' ? [new rspack.ExternalsPlugin('global', REMOTE_EXTERNALS)] : []),
        new rspack.HtmlRspackPlugin({
          // the shell has its own page; a remote gets the standalone one (its #root)
          ...(existsSync(template) ? { template } : { templateContent: standalonePage(options.name) }),
          minify: production,
          // MF's own remoteEntry chunk must not be injected in the page
          excludeChunks: [options.name],
        }),
        ...(production && options.name === 'shell' ? [new PreloadFirstRender()] : []),
        new CssChunksPlugin(),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          // CSS for the browsers of the JavaScript's es2022 target: with browserslist's defaults,
          // lightningcss rewrote antd's logical properties into :lang() and :-webkit-any() rule
          // copies (antd-first-paint.css grew from 116 to 336 KB)
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
        ],
      },
      performance: { hints: false },
      devServer: devServer(options, servedPath),
    };
  };
}

/** How every frontend's sources resolve (the browser and the server-rendering builds alike). */
function sourceResolve(): NonNullable<Configuration['resolve']> {
  return {
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    alias: {
      '@cigogne/ui': path.join(repoRoot, 'ui/src'),
      '@cigogne/graphql': path.join(repoRoot, 'graphql/src/generated'),
      '@cigogne/remote-contract': path.join(repoRoot, 'remote-contract/src'),
      // react-intl formats precompiled messages (MESSAGE_CATALOGUE below) and never parses one
      '@formatjs/icu-messageformat-parser$': path.join(repoRoot, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
    },
  };
}

/** How every frontend's sources compile (TypeScript, precompiled messages, CSS, assets). */
function sourceRules(production: boolean): NonNullable<NonNullable<Configuration['module']>['rules']> {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          externalHelpers: true,
        },
      },
      type: 'javascript/auto',
    },
    // antd's rc-components declare no `sideEffects`, so a module importing one name of a
    // package index keeps the whole package: antd's form context (imported by Dropdown,
    // Radio, Space...) for its FormProvider alone brought all of rc-form and async-validator
    // (14 KiB gzip) to every remote. Their modules only define components.
    { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
    // Messages parsed at build time: the ICU parser (about 8 KiB gzip) stays out of the browser
    // (see the alias above). A frontend keeps its catalogues in src/i18n/fr.ts and en.ts, its
    // dashboard card's in src/i18n/card/fr.ts and en.ts.
    { test: MESSAGE_CATALOGUE, enforce: 'post', loader: path.join(repoRoot, 'scripts/precompile-messages-loader.cjs') },
    {
      test: /[\\/]ui[\\/]src[\\/]theme[\\/]antd-first-paint\.css$/,
      loader: path.join(repoRoot, 'scripts/antd-css-loader.cjs'),
      options: { components: FIRST_PAINT_ANTD },
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
  ];
}

/** Name of the file listing, per named chunk group, its CSS files (read by the gateway's server rendering). */
export const CSS_CHUNKS_FILE = 'css-chunks.json';

/**
 * Writes css-chunks.json: { "<chunk group>": ["<file>.css", ...] } for every named chunk group
 * (the shell's `bootstrap`, `page-login`..., a remote's `tl-public`...). The gateway links the
 * stylesheets of the page it renders on the server, so the HTML is styled before any script runs.
 */
class CssChunksPlugin {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('CssChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CssChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const css = group.getFiles().filter((file) => file.endsWith('.css'));
          if (css.length) groups[name] = [...new Set(css)].sort();
        }
        compilation.emitAsset(CSS_CHUNKS_FILE, new rspack.sources.RawSource(JSON.stringify(groups)));
      });
    });
  }
}

/** Output folder of a frontend's server-rendering build. */
export const SSR_DIST = 'dist-ssr';

/**
 * Packages the server-rendering bundles load from node_modules at run time instead of bundling:
 * every bundle (the shell's and each remote's) then uses the same React, router, Apollo, intl and
 * antd (one React context tree, one cssinjs style cache). Everything else of node_modules too:
 * Node resolves it.
 */
const isPackageRequest = (request: string) =>
  /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request) && !request.startsWith('@cigogne/');

/**
 * The server-rendering build (`rspack build --env ssr`, into dist-ssr/index.cjs): the same sources
 * as the browser's, for Node (CommonJS, one file: lazy pages are inlined, so a server render never
 * waits for a chunk). The shell's entry is src/ssr/render.tsx; a remote's is its './routes' module.
 * CSS is not bundled (the browser build's stylesheets are linked in the page: css-chunks.json).
 */
function ssrConfig(options: FrontendOptions, dir: string): Configuration {
  const entry = options.name === 'shell' ? './src/ssr/render.tsx' : options.exposes?.['./routes'];
  if (!entry) throw new Error(`${options.name} has no './routes' to render on the server`);
  return {
    context: dir,
    mode: 'production',
    devtool: false,
    entry: { index: entry },
    target: 'node22',
    output: {
      path: path.join(dir, SSR_DIST),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [
      ({ request }, callback) => (request && isPackageRequest(request) ? callback(undefined, `commonjs ${request}`) : callback()),
    ],
    externalsPresets: { node: true },
    resolve: sourceResolve(),
    module: {
      rules: [
        // the browser's rules but those for stylesheets and assets
        ...sourceRules(true).filter((rule) => {
          const test = rule && typeof rule === 'object' ? rule.test : undefined;
          return !(test instanceof RegExp && (test.test('a.css') || test.test('a.png')));
        }),
        // class names are global (no CSS modules): the bundle needs nothing from a stylesheet
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/inline' },
      ],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * The rspack configuration of the remote `name` of remote-contract/features.json: container
 * `mf_<name>`, served at /mf/<name>/ (the shell loads its mf-manifest.json at run time), exposing
 * './routes' and, when the feature has `dashboardCard`, './dashboard-card' (src/exposes/*.tsx).
 * `npm run dev -w mf-<name>` runs it alone on the feature's devPort.
 */
export function defineRemote(name: string) {
  const feature = featureNamed(name);
  return defineFrontend({
    name: feature.container,
    exposes: {
      './routes': './src/exposes/routes.tsx',
      ...(feature.dashboardCard ? { './dashboard-card': './src/exposes/dashboard-card.tsx' } : {}),
    },
    port: feature.devPort,
  });
}

/**
 * `<link rel="preload">` in the shell's page for what its first render needs: the chunks of
 * `import('./bootstrap')` and the shell's own copies of the shared modules they consume (react,
 * react-dom, react-intl, the facades, antd's infrastructure). Without it the browser learns of
 * them only once main.js has run the Module Federation runtime, one request hop later.
 */
class PreloadFirstRender {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRender', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadFirstRender', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath);
        // low priority, as main.js (a deferred script) has: they must not take its bandwidth
        const preloads = firstRenderFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            fetchpriority: 'low',
            href: `${publicPath}${file}`,
          },
        }));
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}

/**
 * Files of the `./bootstrap` chunk group and of the shell's providers of the shared modules its
 * chunks consume, transitively (react-dom/client consumes react-dom...). The runtime loads the
 * provider's chunk ("provide shared module ... = <path>"), not the consumer's fallback.
 */
function firstRenderFiles(compilation: import('@rspack/core').Compilation): string[] {
  const groups = compilation.chunkGroups;
  const bootstrap = groups.find((g) => g.origins.some((o) => o.request === './bootstrap'));
  if (!bootstrap) return [];
  const providers = new Map<string, (typeof groups)[number]>();
  for (const group of groups)
    for (const origin of group.origins) {
      const id = origin.module?.identifier() ?? '';
      if (id.startsWith('provide shared module')) providers.set(id.slice(id.indexOf(' = ') + 3), group);
    }
  const files = new Set<string>();
  const seen = new Set<(typeof groups)[number]>();
  const visit = (group: (typeof groups)[number]) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const fallback = /^consume shared module .*\(fallback: (.*)\)$/.exec(module.identifier())?.[1];
        const provider = fallback ? providers.get(fallback) : undefined;
        if (provider) visit(provider);
      }
    }
  };
  visit(bootstrap);
  return [...files];
}

/** A remote's page when run alone (`npm run dev -w mf-<x>`): only the #root its src/bootstrap.tsx mounts in. */
function standalonePage(name: FrontendName): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Cigogne — ${name.replace(/^mf_/, '')} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

function devServer(options: FrontendOptions, publicPath: string): Configuration['devServer'] {
  const gateway = { context: ['/api', '/graphql'], target: GATEWAY_URL, changeOrigin: true };
  const fallback = {
    historyApiFallback: {
      index: `${publicPath}index.html`,
      rewrites: [{ from: new RegExp(`^${publicPath}`), to: `${publicPath}index.html` }],
    },
  };
  if (options.name !== 'shell') {
    return {
      port: options.port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [gateway],
      devMiddleware: { publicPath },
      ...fallback,
    };
  }
  // The shell: /api, /graphql and built remotes (/mf) come from the gateway; /app/remotes.json
  // is answered here (override with CIGOGNE_REMOTES='{"mf_timelines":"http://localhost:3003/mf/timelines/mf-manifest.json"}').
  const remotes = process.env.CIGOGNE_REMOTES ? JSON.parse(process.env.CIGOGNE_REMOTES) : DEFAULT_REMOTES;
  return {
    port: options.port,
    proxy: [{ ...gateway, context: ['/api', '/graphql', '/mf'] }],
    devMiddleware: { publicPath },
    ...fallback,
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/app/remotes.json',
        middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ ...DEFAULT_REMOTES, ...remotes }));
        },
      });
      middlewares.unshift({
        name: 'root-to-app',
        path: '/',
        middleware: (
          req: { url?: string },
          res: { statusCode: number; setHeader(k: string, v: string): void; end(): void },
          next: () => void,
        ) => {
          if (req.url !== '/' && req.url !== '') return next();
          res.statusCode = 302;
          res.setHeader('location', '/app/');
          res.end();
        },
      });
      return middlewares;
    },
  };
}
