/**
 * What a frontend is, for its build: a container name, what it exposes, a dev port, and where it is
 * served (the shell at /app/, a remote `mf_<x>` at /mf/<x>/, its mf-manifest.json there).
 */
import path from 'node:path';

/** The repository's root. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A file of this package (a loader, the federation runtime plugin), by its path under tooling/src/. */
export const toolingFile = (file: string) => path.join(import.meta.dirname, file);

/** Container names are identifiers: `shell` (the host) or `mf_<feature>` (a remote). */
export type FrontendName = 'shell' | `mf_${string}`;

export interface FrontendOptions {
  name: FrontendName;
  /** Exposed modules of a remote: './routes' and './dashboard-card'. */
  exposes?: Record<string, string>;
  /** Build-time remotes (normally none: the shell registers remotes at run time from /app/remotes.json). */
  remotes?: Record<string, string>;
  /** Dev server port. */
  port: number;
}

/** Where a frontend is served: /app/ for the shell, /mf/<feature>/ for mf_<feature>. */
export function publicPathOf(name: FrontendName): string {
  return name === 'shell' ? '/app/' : `/mf/${name.replace(/^mf_/, '')}/`;
}
