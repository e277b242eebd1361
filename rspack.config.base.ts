/**
 * The one rspack factory of every frontend. A frontend's rspack.config.ts is:
 *
 *   import { defineFrontend } from '../rspack.config.base.ts';
 *   export default defineFrontend({ name: 'mf_timelines', exposes: { './routes': './src/exposes/routes.tsx' }, port: 3003 });
 *
 * Conventions: entry src/index.ts (which only does `import('./bootstrap')`, the async boundary
 * Module Federation needs), optional index.html next to package.json, output in dist/.
 * The shell is served at /app/, a remote `mf_<x>` at /mf/<x>/ (its mf-manifest.json there).
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

/** The feature registry (remote-contract/features.json): every remote, by name, container and dev port. */
export const FEATURES: Array<{ name: string; container: FrontendName; devPort: number }> = JSON.parse(
  readFileSync(path.join(repoRoot, 'remote-contract/features.json'), 'utf8'),
);

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

/**
 * Runtime singletons only (one React, one router, one Apollo cache, one intl context).
 * @cigogne/graphql and @cigogne/ui are NOT shared: each frontend bundles the version it was built with.
 */
function sharedSingletons() {
  const singletons: Record<string, string> = {
    react: 'react',
    'react/jsx-runtime': 'react',
    'react-dom': 'react-dom',
    'react-dom/client': 'react-dom',
    'react-router': 'react-router',
    '@apollo/client': '@apollo/client',
    '@apollo/client/react': '@apollo/client',
    'react-intl': 'react-intl',
    // antd is deliberately not shared: a shared module cannot be tree-shaken, and the whole of
    // antd (443 KiB gzip) made the first visit of /app/login 707 KiB; bundled per frontend it is
    // 461 KiB, and the public timeline 705 instead of 764. Each frontend renders ui's ThemeProvider.
  };
  return Object.fromEntries(
    Object.entries(singletons).map(([request, pkg]) => {
      const version = installedVersion(pkg);
      const major = version.split('.')[0];
      return [request, { singleton: true, version, requiredVersion: `^${major}.0.0` }];
    }),
  );
}

type Env = { RSPACK_SERVE?: boolean; RSPACK_BUILD?: boolean };
type Argv = { mode?: 'production' | 'development' | 'none' };

/** The rspack configuration of one frontend (a function of rspack's CLI env, for --mode). */
export function defineFrontend(options: FrontendOptions) {
  return (env: Env = {}, argv: Argv = {}): Configuration => {
    const dir = process.cwd();
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
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        alias: {
          '@cigogne/ui': path.join(repoRoot, 'ui/src'),
          '@cigogne/graphql': path.join(repoRoot, 'graphql/src/generated'),
          '@cigogne/remote-contract': path.join(repoRoot, 'remote-contract/src'),
        },
      },
      module: {
        rules: [
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
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          remotes: options.remotes ?? {},
          shared: sharedSingletons(),
          // The host's shared modules win; remotes do not get fetched just to compare versions.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        existsSync(template) &&
          new rspack.HtmlRspackPlugin({
            template,
            minify: production,
            // MF's own remoteEntry chunk must not be injected in the page
            excludeChunks: [options.name],
          }),
      ].filter(Boolean),
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: devServer(options, servedPath),
    };
  };
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
