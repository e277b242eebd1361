import 'reflect-metadata';
import { DataloaderType } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import path from 'node:path';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { REPO_ROOT } from '../config.js';
import { migrationsList } from '../migrations/index.js';
import { migrateQueue } from '../queue/queue.js';
import { entities } from './entities.js';
import { currentEntityManager } from './request-context.js';

export function ormConfig(clientUrl: string, log?: Logger) {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    // batches reference and collection loads of one tick into one query: no query per row
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    // each request's own fork, made on its first use (request-context.ts)
    context: currentEntityManager,
    pool: { min: 0, max: 10 },
    debug: false,
    logger: (message) => log?.debug({ orm: message }),
    // the guest pages' data versions are the database's own (Migration20261125100000_PageVersions,
    // common/page-versions.ts): a table, a function and triggers no entity describes, which schema
    // diffs must neither drop nor recreate; the job queue's schema is graphile-worker's own
    // (installed by migrateQueue), not the entities'
    schemaGenerator: { skipTables: ['page_versions'], ignoreTriggers: true, ignoreRoutines: true, ignoreSchema: ['graphile_worker'] },
    migrations: {
      migrationsList,
      pathTs: path.join(REPO_ROOT, 'gateway', 'src', 'migrations'),
      path: path.join(REPO_ROOT, 'gateway', 'src', 'migrations'),
      snapshot: true,
      snapshotOnMigrate: false,
      silent: true,
      emit: 'ts',
    },
  });
}

export async function openOrm(clientUrl: string, log?: Logger): Promise<MikroORM> {
  return MikroORM.init(ormConfig(clientUrl, log));
}

/** The advisory lock key the migrations run under (any constant, the same in every gateway). */
const MIGRATION_LOCK = 4_240_711_018;

/**
 * Applies pending migrations, the application's then the job queue's; returns the names it ran.
 * Under a PostgreSQL advisory lock held by its own session: of gateways starting together (fresh
 * database, rolling deploy), one migrates and the others wait, then find nothing left to do.
 */
export async function migrate(orm: MikroORM, log?: Logger): Promise<string[]> {
  const lock = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const done = await orm.migrator.up();
    await migrateQueue(orm.config.get('clientUrl')!, log ?? pino({ level: 'warn' }));
    return done.map((m) => m.name);
  } finally {
    // ending the session releases the lock, whatever happened
    await lock.end();
  }
}
