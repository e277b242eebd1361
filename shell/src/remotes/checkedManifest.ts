import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, sameMajor } from '@cigogne/remote-contract/contract-version';

/** A remote built against another major version of @cigogne/remote-contract: not mounted. */
export class ContractMismatchError extends Error {
  constructor(remote: string, theirs: unknown) {
    super(`${remote} was built against @cigogne/remote-contract ${String(theirs ?? 'of no version')}, the shell has ${CONTRACT_VERSION}`);
    this.name = 'ContractMismatchError';
  }
}

/** Manifest bodies the shell fetched and checked, by URL, until the federation runtime asks for them. */
const checked = new Map<string, string>();

/**
 * Fetches the remote's mf-manifest.json and checks the contract version its build recorded
 * (metaData.buildInfo.contractVersion, tooling's BuildStampPlugin): rejects, after saying why in
 * the console, when its major is not the shell's. The body is kept for the federation runtime
 * (checkedManifests below), so the manifest is fetched once.
 */
export async function checkRemoteManifest(remote: string, entry: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(entry, { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  const text = await response.text();
  const manifest = JSON.parse(text) as { metaData?: { buildInfo?: { contractVersion?: unknown } } };
  const theirs = manifest.metaData?.buildInfo?.contractVersion;
  if (!sameMajor(theirs, CONTRACT_VERSION)) {
    const error = new ContractMismatchError(remote, theirs);
    console.warn(`Remote ${remote} not mounted: ${error.message}`);
    throw error;
  }
  checked.set(entry, text);
}

/** Federation runtime plugin: the manifest the shell has just checked is the one the runtime uses. */
export function checkedManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'cigogne-checked-manifests',
    fetch(url) {
      const text = checked.get(url);
      if (text === undefined) return undefined;
      checked.delete(url);
      return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
    },
  };
}
