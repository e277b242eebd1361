/**
 * Module Federation in a frontend's browser build: the container (name, exposes, shared modules,
 * mf-manifest.json) and who carries the federation runtime.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { toolingFile, type FrontendOptions } from './frontends.ts';
import { sharedModules } from './shared-modules.ts';

/**
 * The Module Federation runtime's helper packages a built remote takes from the shell (globals set
 * by runtime/mf-provide-sdk-plugin.cjs, a runtime plugin of the built shell) instead of bundling
 * them in its remoteEntry.js: with the external runtime core, they were most of what remained in it
 * (sdk: script loading, manifest and logger helpers; error-codes: messages). Same contract as the
 * external runtime core: a built remote needs the shell, a dev server keeps its own copies.
 */
export const REMOTE_EXTERNALS: Record<string, string> = {
  '@module-federation/sdk': '_CIGOGNE_FEDERATION_SDK',
  '@module-federation/error-codes': '_CIGOGNE_FEDERATION_ERROR_CODES',
};

/** The federation plugins of a frontend's browser build. */
export function federationPlugins(options: FrontendOptions, production: boolean): RspackPluginInstance[] {
  const shell = options.name === 'shell';
  // One Module Federation runtime per page, in production: the shell provides it with the sdk and
  // error-codes helpers, a built remote uses them, so its remoteEntry.js holds little more than its
  // container (docs/performance.md#figures-behind-the-codes-choices). Dev servers keep
  // their own, so a remote still runs alone with `npm run dev -w mf-<x>`.
  const runtime = !production ? {} : shell ? { provideExternalRuntime: true } : { externalRuntime: true };
  return [
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
      // browser-only runtime: no Node.js script loading code
      experiments: { optimization: { target: 'web' }, ...runtime },
      ...(production && shell ? { runtimePlugins: [toolingFile('runtime/mf-provide-sdk-plugin.cjs')] } : {}),
    }),
    ...(production && !shell ? [new rspack.ExternalsPlugin('global', REMOTE_EXTERNALS)] : []),
  ];
}
