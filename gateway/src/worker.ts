import 'reflect-metadata';
import { createLogger } from './common/logger.js';
import { drainOnSignals } from './common/drain-on-signals.js';
import { configOrExit } from './common/process-lifecycle.js';
import { openDatabase } from './db/database.js';
import { migrate, openOrm } from './db/orm.js';
import { createPurge } from './db/purge.service.js';
import { startGatewayWorkers } from './queue/workers.js';
import { startMetricsServer } from './observability/metrics-server.js';
import { stateOf } from './observability/state-source.js';
import { createServices, stopServices } from './services.js';

/**
 * `npm run worker`: the job queue's workers alone (mail delivery, scheduled purges), no HTTP
 * server, for deployments that run web (WORKERS=false) and workers separately. Any number of them
 * may run against one DATABASE_URL: each job is taken by one worker.
 */
async function main() {
  const config = configOrExit();
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log, { stoppedByCaller: true });
  const orm = await openOrm(db.url, log);
  // under the migration lock: a worker started with the web processes waits for (or runs) the same migrations
  const applied = await migrate(orm, log);
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');
  const services = createServices(orm, config, log);
  const workers = await startGatewayWorkers(orm, config, log, services, createPurge(orm, log, config));
  const metrics = await startMetricsServer(config.metrics, log, await stateOf(orm));
  log.info('Cigogne workers are running');

  // no HTTP to drain: a worker stops at once, its running jobs finish (or are handed back) first
  drainOnSignals(
    log,
    { ...config.shutdown, delayMs: 0 },
    {
      async stop() {
        await workers.stop();
        await metrics?.close();
        await stopServices(services);
        await orm.close();
        await db.stop();
      },
    },
  );
}

main().catch((err) => {
  console.error(`Cigogne workers could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
