import 'reflect-metadata';
import { createLogger } from './common/logger.js';
import { drainOnSignals } from './common/drain-on-signals.js';
import { configOrExit } from './common/process-lifecycle.js';
import { openDatabase } from './db/database.js';
import { DEMO_ACCOUNTS, seedIfEmpty, shouldSeedDemo, workingDemoLogins } from './seed/seed.js';
import { startServer } from './server.js';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, sample data (see shouldSeedDemo), HTTP. */
async function main() {
  const config = configOrExit();
  const log = createLogger(config.logLevel);
  // from `npm start` itself (scripts/start.mjs passes when it began, builds included), else this process's start
  const started = Number(process.argv.find((a) => a.startsWith('--started-at='))?.split('=')[1]) || performance.timeOrigin;
  const db = await openDatabase(config, log, { stoppedByCaller: true });
  const demo = shouldSeedDemo(config, db.embedded);
  let seeded = false;
  let server;
  try {
    // seeded before the port opens: once /readyz answers, the demo logins work
    server = await startServer(config, db.url, log, {
      beforeListen: async (orm) => void (seeded = demo && (await seedIfEmpty(orm, config))),
    });
  } catch (err) {
    await db.stop();
    throw err;
  }
  const working = await workingDemoLogins(server.orm);
  const demoLogins = Object.entries(DEMO_ACCOUNTS).filter(([, account]) => working.includes(account));

  // the gateway first, PostgreSQL after its last request
  drainOnSignals(log, config.shutdown, {
    drain: () => server.drain(),
    async stop() {
      await server.close();
      log.info('gateway stopped');
      await db.stop();
      if (db.embedded) log.info('embedded PostgreSQL stopped');
    },
  });

  const base = config.publicUrl;
  const lines = [
    '',
    `Cigogne is ready in ${((Date.now() - started) / 1000).toFixed(1)} s${seeded ? ' (sample data created)' : ''}`,
    `  App:      ${base}/app`,
    `  GraphQL:  ${base}/graphql`,
    `  REST:     ${base}/api`,
    `  Database: ${db.embedded ? `embedded PostgreSQL in ${config.dataDir}/postgres` : 'DATABASE_URL'}`,
    // printed only when they really work (and so are worth changing before going public)
    ...(demoLogins.length ? ['  Demo logins:', ...demoLogins.map(([role, a]) => `    ${role.padEnd(6)} ${a.email} / ${a.password}`)] : []),
    // left over where demo data does not belong (an earlier start seeded it): say so loudly
    ...(demoLogins.length && !demo ? ['  WARNING: these demo logins have published passwords: change them or delete the accounts.'] : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(`Cigogne could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
