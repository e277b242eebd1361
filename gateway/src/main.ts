import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './common/logger.js';
import { openDatabase } from './db/database.js';
import { seedIfEmpty, shouldSeedDemo, workingDemoLogins } from './seed/seed.js';
import { startServer } from './server.js';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, sample data (see shouldSeedDemo), HTTP. */
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
  const started = Date.now();
  const db = await openDatabase(config, log);
  let server;
  try {
    server = await startServer(config, db.url, log);
  } catch (err) {
    await db.stop();
    throw err;
  }
  const seeded = shouldSeedDemo(config, db.embedded) && (await seedIfEmpty(server.orm, config));
  const demoLogins = await workingDemoLogins(server.orm);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await server.close();
      await db.stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const base = config.publicUrl;
  const lines = [
    '',
    `Cigogne is ready in ${((Date.now() - started) / 1000).toFixed(1)} s${seeded ? ' (sample data created)' : ''}`,
    `  App:      ${base}/app`,
    `  GraphQL:  ${base}/graphql`,
    `  REST:     ${base}/api`,
    `  Database: ${db.embedded ? `embedded PostgreSQL in ${config.dataDir}/postgres` : 'DATABASE_URL'}`,
    // printed only when they really work (and so are worth changing before going public)
    ...(demoLogins.length ? ['  Demo logins:', ...demoLogins.map((a) => `    ${a.email} / ${a.password}`)] : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(`Cigogne could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
