import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, sameMajor } from '@cigogne/remote-contract/contract-version';

/** Manifest bodies the shell fetched and checked, by URL, until the federation runtime asks for them. */
const checked = new Map<string, string>();

/**
 * Fetches the remote's mf-manifest.json and checks the contract version its build recorded
 * (metaData.buildInfo.contractVersion, tooling's BuildStampPlugin): rejects, after saying why in
 * the console, when its major is not the shell's. The body is kept for the federation runtime
 * (checkedManifests below), so the manifest is fetched once.
 */
export async function checkRemoteManifest(remote: string, entry: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(entry, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const text = await response.text();
  const theirs = (JSON.parse(text) as { metaData?: { buildInfo?: { contractVersion?: unknown } } }).metaData?.buildInfo?.contractVersion;
  if (!sameMajor(theirs, CONTRACT_VERSION)) {
    const why = `Remote ${remote} not mounted: built against @cigogne/remote-contract ${String(theirs)}, the shell has ${CONTRACT_VERSION}`;
    console.warn(why);
    throw new Error(why);
  }
  checked.set(entry, text);
}

/** Federation runtime plugin: the manifest the shell has just checked is the one the runtime uses. */
export function checkedManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'cigogne-checked-manifests',
    fetch(url) {
      const text = checked.get(url);
      checked.delete(url);
      return text === undefined ? undefined : Promise.resolve(new Response(text));
    },
  };
}
