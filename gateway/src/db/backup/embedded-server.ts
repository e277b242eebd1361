import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { embeddedServerUrl, startEmbeddedPostgres } from '../embedded-postgres.js';

export interface ReachedServer {
  url: string;
  /** Stops the server when this process started it; leaves a running gateway's alone. */
  release(): Promise<void>;
}

/** The port of the server running on `dir` (postmaster.pid's fourth line), or undefined when none runs. */
function runningPort(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined; // left by a process that ended
  }
  return Number(port);
}

/** The embedded cluster in `dir`: the one a running `npm start` serves, or started for the time of a script. */
export async function reachEmbedded(dir: string, log: Logger): Promise<ReachedServer> {
  const port = runningPort(dir);
  if (port) return { url: embeddedServerUrl(port), release: async () => {} };
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`there is no embedded database in ${dir}`);
  const server = await startEmbeddedPostgres({ dir, persistent: true, log, stoppedByCaller: true });
  return { url: server.url, release: server.stop };
}
