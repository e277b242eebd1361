import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { createLogger } from '../common/logger.js';
import { configOrExit } from '../common/process-lifecycle.js';
import { openDatabase } from '../db/database.js';
import { openOrm } from '../db/orm.js';

/** Runs a maintenance script against the configured database (embedded unless DATABASE_URL). */
export async function withOrm(work: (orm: MikroORM, config: Config) => Promise<void>): Promise<void> {
  const config = configOrExit();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const db = await openDatabase(config, log);
  const orm = await openOrm(db.url, log);
  try {
    await work(orm, config);
  } finally {
    await orm.close();
    await db.stop();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
