import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './common/logger.js';
import { openDatabase } from './db/database.js';
import { migrate, openOrm } from './db/orm.js';
import { createPurge } from './db/purge.service.js';
import { startGatewayWorkers } from './queue/workers.js';
import { createServices, stopServices } from './services.js';

/**
 * `npm run worker`: the job queue's workers alone (mail delivery, scheduled purges), no HTTP
 * server, for deployments that run web (WORKERS=false) and workers separately. Any number of them
 * may run against one DATABASE_URL: each job is taken by one worker.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  const orm = await openOrm(db.url, log);
  // under the migration lock: a worker started with the web processes waits for (or runs) the same migrations
  const applied = await migrate(orm, log);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');
  const services = createServices(orm, config, log);
  const workers = await startGatewayWorkers(orm, config, log, services, createPurge(orm, log, config));
  log.info('Cigogne workers are running');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await workers.stop();
      await stopServices(services);
      await orm.close();
      await db.stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(`Cigogne workers could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
