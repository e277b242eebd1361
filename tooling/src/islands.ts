/**
 * The islands build (`rspack build --env islands`, into dist/islands/, after the browser build):
 * each file src/islands/<name>.island.ts of a frontend is an entry (its other files are the
 * entries' modules), a plain script (no Module Federation,
 * no shared modules, no React unless it imports it) that the gateway links on the frontend's guest
 * pages (docs/architecture.md#islands). Its files sit with the frontend's other files, so a remote
 * served from its own origin serves its islands from there too; dist/islands/islands.json names
 * each entry's hashed file, for the gateway.
 */
import { rspack, type Compiler, type Configuration, type RuleSetRules } from '@rspack/core';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FrontendOptions } from './frontends.ts';
import { sourceResolve, sourceRules } from './sources.ts';

/** Output folder of the islands, under dist/. */
export const ISLANDS_DIR = 'islands';

/** Writes islands.json: each entry's first JavaScript file, relative to dist/islands/. */
class IslandsManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('IslandsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IslandsManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest: Record<string, string> = {};
        for (const [name, entry] of compilation.entrypoints) {
          const file = entry.getFiles().find((f) => f.endsWith('.js'));
          if (file) manifest[name] = file;
        }
        compilation.emitAsset('islands.json', new rspack.sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

const isCssRule = (rule: RuleSetRules[number]) => {
  const test = rule && typeof rule === 'object' ? rule.test : undefined;
  return test instanceof RegExp && test.test('a.css');
};

export function islandsConfig(options: FrontendOptions, dir: string): Configuration {
  const source = path.join(dir, 'src', ISLANDS_DIR);
  const entries = existsSync(source) ? readdirSync(source).filter((file) => /^[\w-]+\.island\.ts$/.test(file)) : [];
  return {
    context: dir,
    mode: 'production',
    devtool: false,
    entry: Object.fromEntries(entries.map((file) => [file.replace(/\.island\.ts$/, ''), `./src/${ISLANDS_DIR}/${file}`])),
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist', ISLANDS_DIR),
      // chunks load from where the island's script came from (a remote's own origin)
      publicPath: 'auto',
      uniqueName: `${options.name}_islands`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: sourceResolve(),
    module: {
      // an island's stylesheet is text it adds to the page when it first shows something
      rules: [...sourceRules(true).filter((rule) => !isCssRule(rule)), { test: /\.css$/, type: 'asset/source' }],
    },
    plugins: [new IslandsManifestPlugin()],
    optimization: {
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin()],
    },
    performance: { hints: false },
  };
}
