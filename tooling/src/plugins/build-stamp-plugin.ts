import { rspack, type Compiler } from '@rspack/core';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../frontends.ts';

/** Module Federation's manifests: stamped here, so left out of the hash they carry. */
const MANIFESTS = ['mf-manifest.json', 'mf-stats.json'];

/**
 * The version of @cigogne/remote-contract a remote is built against: remote-contract/package.json's,
 * or REMOTE_CONTRACT_VERSION (a build against another contract, as a team's older checkout would
 * be: the browser test of a major mismatch uses it).
 */
export function contractVersion(): string {
  const own = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'remote-contract', 'package.json'), 'utf8')) as { version: string }).version;
  return process.env.REMOTE_CONTRACT_VERSION || own;
}

/**
 * Records in a remote's mf-manifest.json (metaData.buildInfo) what the gateway and the shell
 * check before using it: `buildVersion`, a hash of every file of the build (the gateway renders a
 * remote's page on the server only with the same build the browser will load), and
 * `contractVersion` (the shell mounts a remote only when the contract's major versions agree).
 * The same sources against the same contract give the same hash: a rebuild of unchanged code keeps its version.
 */
export class BuildStampPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BuildStampPlugin', (compilation) => {
      // after the manifest plugin (OPTIMIZE_TRANSFER) wrote the manifests
      compilation.hooks.processAssets.tap({ name: 'BuildStampPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const contract = contractVersion();
        // a build against another contract is another build, even with the same bytes
        const hash = createHash('sha256').update(contract).update('\0');
        for (const asset of [...compilation.getAssets()].sort((a, b) => a.name.localeCompare(b.name))) {
          if (MANIFESTS.includes(asset.name)) continue;
          hash.update(asset.name).update('\0').update(asset.source.buffer()).update('\0');
        }
        const stamp = { buildVersion: hash.digest('hex').slice(0, 16), contractVersion: contract };
        for (const name of MANIFESTS) {
          const asset = compilation.getAsset(name);
          if (!asset) continue;
          const json = JSON.parse(asset.source.source().toString()) as { metaData: { buildInfo?: Record<string, unknown> } };
          json.metaData.buildInfo = { ...json.metaData.buildInfo, ...stamp };
          compilation.updateAsset(name, new rspack.sources.RawSource(JSON.stringify(json)));
        }
      });
    });
  }
}
