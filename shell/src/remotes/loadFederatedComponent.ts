import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { checkedManifests, checkRemoteManifest } from './checkedManifest';
import type { RemoteLoader } from './remoteLoader';
import { absoluteEntry, fetchRemotesManifest, RemoteMissingError } from './remotesManifest';

/** Each remote's registration under way or done, shared by its exposes loading at once (its routes and its card). */
const registrations = new Map<string, { entry: string; ready: Promise<void> }>();
/** Remotes the federation runtime knows: registering one again replaces it (force). */
const inRuntime = new Set<string>();
let pluginRegistered = false;

/** Checks the remote's manifest (checkedManifest.ts), then registers it with the federation runtime, once per entry. */
function register(remote: string, entry: string, force: boolean): Promise<void> {
  const known = registrations.get(remote);
  if (!force && known?.entry === entry) return known.ready;
  if (!pluginRegistered) registerPlugins([checkedManifests()]);
  pluginRegistered = true;
  const ready = checkRemoteManifest(remote, entry).then(() => {
    registerRemotes([{ name: remote, entry }], { force: inRuntime.has(remote) });
    inRuntime.add(remote);
  });
  registrations.set(remote, { entry, ready });
  // a failure is forgotten, so the next attempt (Retry) checks again
  ready.catch(() => {
    if (registrations.get(remote)?.ready === ready) registrations.delete(remote);
  });
  return ready;
}

/**
 * The real RemoteLoader: reads /app/remotes.json, checks the remote's mf-manifest.json was built
 * against the shell's contract major, registers it with the Module Federation runtime (so a remote
 * can be redeployed without rebuilding the shell) and loads the exposed module.
 */
export const loadFederatedComponent: RemoteLoader = async (remote, expose, options = {}) => {
  const manifest = await fetchRemotesManifest();
  const url = manifest[remote];
  if (!url) throw new RemoteMissingError(remote);
  await register(remote, absoluteEntry(url), options.force ?? false);
  const module = await loadRemote<{ default?: ComponentType<unknown> }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!module?.default) throw new Error(`${remote}/${expose} has no default export`);
  return module.default;
};
