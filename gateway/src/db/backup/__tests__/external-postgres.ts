import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../modules/mail/__tests__/smtp-peer.js';

export interface ExternalPostgres {
  major: number;
  /** Creates an empty database and returns its URL (with the password, as an operator's DATABASE_URL). */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "install Debian's postgresql-15 with no service started (.ci/run does it: a policy-rc.d that refuses starts, no main cluster), " +
  'or set PG_SERVER_BIN to a folder holding initdb and postgres';

/** The folder of a PostgreSQL server's binaries: PG_SERVER_BIN, or the newest of Debian's /usr/lib/postgresql/N/bin. */
function serverBinaries(): { bin: string; major: number } {
  const has = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'));
  const given = process.env.PG_SERVER_BIN;
  if (given) {
    if (!has(given)) throw new Error(`PG_SERVER_BIN=${given} holds no initdb and postgres`);
    const version = execFileSync(path.join(given, 'postgres'), ['--version'], { encoding: 'utf8' });
    return { bin: given, major: Number(/(\d+)(\.\d+)?/.exec(version)?.[1]) };
  }
  const base = '/usr/lib/postgresql';
  const found = existsSync(base)
    ? readdirSync(base)
        .map(Number)
        .filter((major) => has(path.join(base, String(major), 'bin')))
        .sort((a, b) => b - a)
    : [];
  if (!found.length) throw new Error(`No PostgreSQL server binaries (initdb, postgres) in ${base}/*/bin: ${INSTALL_HINT}`);
  return { bin: path.join(base, String(found[0]), 'bin'), major: found[0] };
}

/** As root, initdb and postgres refuse to run: they run as the `postgres` user the Debian package created. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(`running as root, the PostgreSQL server needs a postgres user: ${INSTALL_HINT}`);
  }
}

/**
 * A PostgreSQL server of its own, as an operator's external database: Debian's server binaries
 * (another major version than the embedded one), a cluster in a temp folder, password
 * authentication, on a free loopback port; never a system service. `stop` ends it and removes the folder.
 */
export async function startExternalPostgres(): Promise<ExternalPostgres> {
  const { bin, major } = serverBinaries();
  const user = postgresUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cigogne-external-pg-'));
  const password = randomBytes(12).toString('hex');
  writeFileSync(path.join(dir, 'pwfile'), password);
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(path.join(dir, 'pwfile'), user.uid, user.gid);
  }
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${path.join(dir, 'pwfile')}`, '-E', 'UTF8', '--no-locale'],
    { stdio: 'pipe', ...user },
  );
  const port = await freePort();
  // fsync off: a test cluster thrown away afterwards, on a loaded machine
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'];
  const server = spawn(path.join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
  let output = '';
  server.stdout.on('data', (c) => (output += c));
  server.stderr.on('data', (c) => (output += c));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = (database: string) => `postgresql://postgres:${password}@127.0.0.1:${port}/${database}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT'); // fast shutdown
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL ${major} did not start:\n${output}`);
    try {
      await admin('select 1');
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`PostgreSQL ${major} not ready after two minutes:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    major,
    async createDatabase(name) {
      await admin(`create database "${name}"`);
      return url(name);
    },
    stop,
  };
}
