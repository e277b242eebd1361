import 'reflect-metadata';
import { DataloaderType } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import path from 'node:path';
import type { Logger } from 'pino';
import { REPO_ROOT } from '../config.js';
import { migrationsList } from '../migrations/index.js';
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
    // diffs must neither drop nor recreate
    schemaGenerator: { skipTables: ['page_versions'], ignoreTriggers: true, ignoreRoutines: true },
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

/** Applies pending migrations; returns the names it ran. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
