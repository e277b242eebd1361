import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** What the remotes registry and manifests say (modules/remotes): the URL of a feature's manifest, and its build version. */
export interface RemoteSources {
  urlOf(feature: string): string | undefined;
  buildVersionAt(url: string): Promise<string | null>;
}

/**
 * Whether a remote's page may be rendered on the server: only with the build the browser will
 * then load and hydrate. The gateway renders with its local build (mf-<feature>/dist-ssr); the
 * browser loads the build the registry points at. Same build version (the hash tooling's
 * BuildStampPlugin writes in mf-manifest.json), or the gateway's own /mf/<feature>/: rendered, its
 * stylesheets linked from where the registry's manifest is. Otherwise (another build, a manifest
 * that does not answer in time, no local build): the plain page, which the browser renders.
 */
export class RemoteBuilds {
  readonly #local = new Map<string, string | null>();
  readonly #said = new Map<string, string>();

  constructor(
    private readonly webRoot: string,
    private readonly sources: RemoteSources,
    private readonly log: Logger,
  ) {}

  /**
   * The base URL of the remote's files when its page may be rendered here, undefined when not; at
   * once (no promise) for the gateway's own build, the case of every request of a crowd by default.
   */
  servable(feature: string): string | undefined | Promise<string | undefined> {
    const url = this.sources.urlOf(feature);
    const local = this.#localVersion(feature);
    if (!url || !local) return this.#say(feature, undefined, 'no local build of the remote');
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    if (url === `/mf/${feature}/mf-manifest.json`) return this.#say(feature, base);
    return this.sources
      .buildVersionAt(url)
      .then((theirs) =>
        theirs === local
          ? this.#say(feature, base)
          : this.#say(feature, undefined, `the registry's build ${theirs ?? '(no answer)'} at ${url} is not the local build ${local}`),
      );
  }

  /** The local build's version, read once (a build replaces the files before the gateway starts). */
  #localVersion(feature: string): string | null {
    if (!this.#local.has(feature)) {
      let version: string | null;
      try {
        const manifest = JSON.parse(readFileSync(path.join(this.webRoot, `mf-${feature}`, 'dist', 'mf-manifest.json'), 'utf8')) as {
          metaData?: { buildInfo?: { buildVersion?: unknown } };
        };
        const stamped = manifest.metaData?.buildInfo?.buildVersion;
        version = typeof stamped === 'string' ? stamped : null;
      } catch {
        version = null;
      }
      this.#local.set(feature, version);
    }
    return this.#local.get(feature)!;
  }

  /** The decision, logged when it changes (not for each request of a crowd). */
  #say(feature: string, base: string | undefined, why?: string): string | undefined {
    const decision = base ?? `plain: ${why}`;
    const before = this.#said.get(feature);
    if (before !== decision) {
      this.#said.set(feature, decision);
      if (base === undefined) this.log.info({ feature, reason: why }, 'server rendering of the remote off: plain pages');
      else if (before !== undefined) this.log.info({ feature, base }, 'server rendering of the remote on');
    }
    return base;
  }
}
