import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { createLogger } from '../common/logger.js';
import { openDatabase } from '../db/database.js';
import { openOrm } from '../db/orm.js';

/** Runs a maintenance script against the configured database (embedded unless DATABASE_URL). */
export async function withOrm(work: (orm: MikroORM, config: Config) => Promise<void>): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
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
