import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { sameMajor } from '@cigogne/remote-contract/semver.mjs';
import { REMOTES, REPO_ROOT, type Config } from '../../config.js';
import type { RemoteSources } from '../../http/ssr/remote-builds.js';
import { ManifestReader, type ManifestProbe } from './manifest-probe.js';
import { RemoteRegistry } from './remote-registry.js';

/** The contract version of this gateway's shell (remote-contract/package.json). */
const SHELL_CONTRACT_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'remote-contract', 'package.json'), 'utf8')) as { version: string }
).version;

/** One remote as the admin screen shows it (GET /api/admin/remotes). */
export interface RemoteStatus extends Omit<ManifestProbe, 'problem'> {
  feature: string;
  /** Whether the shell may mount it: its contract major is the shell's. */
  compatible: boolean;
  problem: string | null;
}

/**
 * The remotes registry (remote-registry.ts) and their manifests (manifest-probe.ts): what
 * /app/remotes.json, the CSP and the server rendering of remotes' pages follow.
 */
export class RemotesService {
  readonly registry: RemoteRegistry;
  readonly manifests: ManifestReader;

  constructor(config: Config, log: Logger, webRoot = REPO_ROOT) {
    this.registry = new RemoteRegistry(config.remotes, config.remotesFile, log);
    this.manifests = new ManifestReader(webRoot, config.publicUrl);
  }

  /** Each remote's URL, build and contract versions, and whether its manifest answers (asked in parallel). */
  async status(): Promise<{ shellContractVersion: string; remotes: RemoteStatus[] }> {
    const remotes = await Promise.all(
      REMOTES.map(async (feature) => {
        const probe = await this.manifests.read(this.registry.urlOf(feature)!);
        return { feature, ...probe, compatible: probe.ok && sameMajor(probe.contractVersion, SHELL_CONTRACT_VERSION) };
      }),
    );
    return { shellContractVersion: SHELL_CONTRACT_VERSION, remotes };
  }

  /** What the server rendering of remotes' pages checks (http/ssr/remote-builds.ts). */
  sources(): RemoteSources {
    return {
      urlOf: (feature) => this.registry.urlOf(feature),
      buildVersionAt: async (url) => (await this.manifests.read(url)).buildVersion,
    };
  }

  stop(): void {
    this.registry.stop();
  }
}
