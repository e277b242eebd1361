/**
 * The server-rendering build (`rspack build --env ssr`, into dist-ssr/index.cjs): the same sources
 * as the browser's, for Node (CommonJS, one file: lazy pages are inlined, so a server render never
 * waits for a chunk). The shell's entry is src/ssr/render.tsx; a remote's is its './routes' module.
 * CSS is not bundled (the browser build's stylesheets are linked in the page: css-chunks.json).
 */
import { rspack, type Configuration, type RuleSetRules } from '@rspack/core';
import path from 'node:path';
import type { FrontendOptions } from './frontends.ts';
import { sourceResolve, sourceRules } from './sources.ts';

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

/** A browser rule for stylesheets or assets (replaced below: the server needs neither file). */
const isStyleOrAssetRule = (rule: RuleSetRules[number]) => {
  const test = rule && typeof rule === 'object' ? rule.test : undefined;
  return test instanceof RegExp && (test.test('a.css') || test.test('a.png'));
};

export function ssrConfig(options: FrontendOptions, dir: string): Configuration {
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
        ...sourceRules(true).filter((rule) => !isStyleOrAssetRule(rule)),
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
