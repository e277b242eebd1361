import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { checkedManifests, checkRemoteManifest } from './checkedManifest';
import type { RemoteLoader } from './remoteLoader';
import { absoluteEntry, fetchRemotesManifest, RemoteMissingError } from './remotesManifest';

const registered = new Map<string, string>();
let pluginRegistered = false;

/**
 * The real RemoteLoader: reads /app/remotes.json, checks the remote's mf-manifest.json was built
 * against the shell's contract major, registers it with the Module Federation runtime (so a remote
 * can be redeployed without rebuilding the shell) and loads the exposed module.
 */
export const loadFederatedComponent: RemoteLoader = async (remote, expose, options = {}) => {
  const manifest = await fetchRemotesManifest();
  const url = manifest[remote];
  if (!url) throw new RemoteMissingError(remote);
  const entry = absoluteEntry(url);
  if (options.force || registered.get(remote) !== entry) {
    if (!pluginRegistered) registerPlugins([checkedManifests()]);
    pluginRegistered = true;
    await checkRemoteManifest(remote, entry);
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
  const module = await loadRemote<{ default?: ComponentType<unknown> }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!module?.default) throw new Error(`${remote}/${expose} has no default export`);
  return module.default;
};
