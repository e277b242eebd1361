import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where PostgreSQL's client tools usually are besides PATH (Debian's, the PGDG packages', Homebrew's). */
const TOOL_FOLDERS = ['/usr/lib/postgresql', '/usr/pgsql', '/opt/homebrew/opt'];

function candidates(tool: string): string[] {
  const found = [tool];
  for (const base of TOOL_FOLDERS) {
    if (!existsSync(base)) continue;
    for (const version of readdirSync(base)) {
      const file = path.join(base, version, 'bin', tool);
      if (existsSync(file)) found.push(file);
    }
  }
  return found;
}

/** The major version of the server at `url` (18 for 18.4). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump or pg_restore of the server's major version or newer (an older one refuses a newer
 * server): the newest found on PATH or in the usual folders, or an error saying what to install.
 */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  let best: { file: string; major: number } | undefined;
  for (const file of candidates(tool)) {
    try {
      const { stdout } = await run(file, ['--version']);
      const found = Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]);
      if (found >= major && (!best || found > best.major)) best = { file, major: found };
    } catch {
      // not installed there
    }
  }
  if (!best)
    throw new Error(
      `${tool} ${major} or newer is needed for this PostgreSQL ${major} server (install its client tools, e.g. postgresql-client-${major})`,
    );
  return best.file;
}

/** The URL without its password, and the password for PGPASSWORD: never on a command line other users can read. */
export function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** A custom-format pg_dump of the database at `url` into `file`. */
export async function dumpDatabase(url: string, file: string): Promise<void> {
  const tool = await pgTool('pg_dump', await serverMajor(url));
  const target = splitPassword(url);
  await run(tool, ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`], { env: target.env });
}

/** Refuses a database that holds a table: a restore never mixes with what is there. */
export async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0)
      throw new Error('the database to restore into is not empty: create an empty one (createdb) and point DATABASE_URL to it');
  } finally {
    await client.end();
  }
}

/** pg_restore of `file` into the database at `url`, which must hold no table yet; all or nothing. */
export async function restoreDatabase(file: string, url: string): Promise<void> {
  await assertEmptyDatabase(url);
  const tool = await pgTool('pg_restore', await serverMajor(url));
  const target = splitPassword(url);
  await run(tool, ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, file], { env: target.env });
}
