import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** What PostgreSQL's base-backup rules leave out of a copy of a running cluster (recreated, or runtime state). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * A consistent copy of the running cluster in `dataDir` (reached at `serverUrl`) into `target`,
 * while it serves: PostgreSQL's low-level base backup (pg_backup_start, a copy of the files,
 * pg_backup_stop), then the WAL written meanwhile, and the backup label that makes the copy
 * replay it to a consistent state when it starts. pg_basebackup does the same over the network,
 * but the embedded binaries do not include it.
 */
export async function copyRunningCluster(serverUrl: string, dataDir: string, target: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // fast: an immediate checkpoint rather than a spread one
    await client.query(`select pg_backup_start('cigogne backup', true)`);
    let stopped = false;
    try {
      cpSync(dataDir, target, {
        recursive: true,
        filter: (source) => {
          const rel = path.relative(dataDir, source);
          const [top, ...rest] = rel.split(path.sep);
          if (!rel) return true;
          if (SKIPPED.has(rel) || path.basename(source).startsWith('pgsql_tmp')) return false;
          return !(EMPTIED.has(top) && rest.length > 0);
        },
      });
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'select labelfile, spcmapfile from pg_backup_stop(false)',
      );
      stopped = true;
      writeFileSync(path.join(target, 'backup_label'), rows[0].labelfile);
      if (rows[0].spcmapfile) writeFileSync(path.join(target, 'tablespace_map'), rows[0].spcmapfile);
      // the segment holding the backup's end is complete on disk once switched
      await client.query('select pg_switch_wal()');
      const first = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(rows[0].labelfile)?.[1];
      if (!first) throw new Error('the backup label names no WAL file');
      mkdirSync(path.join(target, 'pg_wal', 'archive_status'), { recursive: true });
      for (const name of readdirSync(path.join(dataDir, 'pg_wal')))
        if (WAL_SEGMENT.test(name) && name >= first) copyFileSync(path.join(dataDir, 'pg_wal', name), path.join(target, 'pg_wal', name));
    } finally {
      if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => undefined);
    }
  } finally {
    await client.end();
  }
  for (const dir of EMPTIED) mkdirSync(path.join(target, dir), { recursive: true });
  if (!existsSync(path.join(target, 'PG_VERSION'))) throw new Error(`no PostgreSQL cluster was copied from ${dataDir}`);
}
