/**
 * The service worker's build (`rspack build --env sw`, after the browser and islands builds): the
 * frontend's src/service-worker/sw.ts bundled alone, for a worker, into dist/sw.js (a fixed name:
 * the browser checks that URL for a new worker on each visit). Its precache list is written into
 * it afterwards by inject-sw-manifest.mjs (, Workbox's injectManifest), from
 * the files of that same build.
 */
import { rspack, type Configuration } from '@rspack/core';
import path from 'node:path';
import type { FrontendOptions } from './frontends.ts';
import { sourceResolve, sourceRules } from './sources.ts';

export function serviceWorkerConfig(options: FrontendOptions, dir: string): Configuration {
  return {
    context: dir,
    mode: 'production',
    devtool: false,
    entry: { sw: './src/service-worker/sw.ts' },
    target: ['webworker', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: `${options.name}_sw`,
      filename: '[name].js',
      // one file: a worker cannot load chunks after it was installed
      chunkFormat: false,
      clean: false,
    },
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin()],
    },
    resolve: sourceResolve(),
    module: { rules: sourceRules(true) },
    performance: { hints: false },
  };
}
