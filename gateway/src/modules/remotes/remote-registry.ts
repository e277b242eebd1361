import { readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { parseRegistryFile } from './registry-file.js';

/** How often the file's stat is compared, in case fs.watch misses a change (network file systems, some containers). */
const POLL_MS = 2000;

/**
 * Where the shell loads each remote from (/app/remotes.json), changed at run time: the defaults
 * (MF_<FEATURE>_URL, else the gateway's own build) overridden by REMOTES_FILE, reread when it
 * changes (fs.watch on its folder, since editors and deploy tools replace a file rather than write
 * it, and a periodic stat as a fallback). A file that cannot be used keeps the last good registry,
 * and the log says why. Each replica reads the file on its own disk or volume.
 */
export class RemoteRegistry {
  #urls: Record<string, string>;
  #seen = '';
  #origins?: readonly string[];
  #watcher?: FSWatcher;
  #poll?: NodeJS.Timeout;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly defaults: Record<string, string>,
    private readonly file: string | undefined,
    private readonly log: Logger,
  ) {
    this.#urls = { ...defaults };
    if (!file) return;
    this.reload();
    try {
      this.#watcher = watch(path.dirname(file), (_event, name) => {
        if (!name || name === path.basename(file)) this.reload();
      });
      this.#watcher.on('error', () => undefined);
    } catch (err) {
      log.warn({ err, file }, 'REMOTES_FILE: its folder cannot be watched; changes are seen by polling');
    }
    this.#poll = setInterval(() => this.reload(), POLL_MS);
    this.#poll.unref();
  }

  /** Manifest URL by container (mf_wishlists...): what /app/remotes.json answers. */
  get urls(): Readonly<Record<string, string>> {
    return this.#urls;
  }

  /** The manifest URL of a feature's remote (wishlists → its mf-manifest.json). */
  urlOf(feature: string): string | undefined {
    return this.#urls[`mf_${feature}`];
  }

  /**
   * Origins other than the gateway's own that the registry points at (they join the CSP): the same
   * array until the registry changes, so a reader per request can compare it by reference.
   */
  origins(): readonly string[] {
    this.#origins ??= [
      ...new Set(
        Object.values(this.#urls)
          .filter((url) => /^https?:/.test(url))
          .map((url) => new URL(url).origin),
      ),
    ].sort();
    return this.#origins;
  }

  /** Called after each change of the registry. */
  onChange(listener: () => void): void {
    this.#listeners.add(listener);
  }

  /** Reads REMOTES_FILE again if it changed since the last read (the watcher and the poll call it). */
  reload(): void {
    if (!this.file) return;
    let text: string;
    let stamp: string;
    try {
      const stat = statSync(this.file);
      stamp = `${stat.ino} ${stat.size} ${stat.mtimeMs}`;
      if (stamp === this.#seen) return;
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      // not there yet (a first deploy writes it), or replaced by a tool that deletes first: no change
      if (this.#seen !== 'missing')
        this.log.warn({ file: this.file, reason: (err as Error).message }, 'REMOTES_FILE cannot be read: the last good registry is kept');
      this.#seen = 'missing';
      return;
    }
    this.#seen = stamp;
    let urls: Record<string, string>;
    try {
      urls = { ...this.defaults, ...parseRegistryFile(text) };
    } catch (err) {
      this.log.error({ file: this.file, reason: (err as Error).message }, 'REMOTES_FILE is not valid: the last good registry is kept');
      return;
    }
    if (JSON.stringify(urls) === JSON.stringify(this.#urls)) return;
    this.#urls = urls;
    this.#origins = undefined;
    this.log.info({ remotes: urls }, 'remotes registry changed (REMOTES_FILE)');
    for (const listener of this.#listeners) listener();
  }

  stop(): void {
    this.#watcher?.close();
    clearInterval(this.#poll);
  }
}
