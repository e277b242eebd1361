import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { migrate, openOrm } from '../src/db/orm.js';

export const TEMPLATE = `cigogne_test_template_${process.pid}`;

declare global {
  var __cigogneTestDb: EmbeddedDatabase | undefined;
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL's server when given, otherwise a throw-away
 * embedded cluster. Migrations run once into a template; each test file clones it (fast, isolated).
 */
export default async function globalSetup(): Promise<void> {
  const log = pino({ level: 'warn' });
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-test-')), 'postgres');
    const db = await startEmbeddedPostgres({ dir, persistent: false, log });
    globalThis.__cigogneTestDb = db;
    serverUrl = db.url;
  }
  await ensureDatabase(serverUrl, TEMPLATE);
  const orm = await openOrm(databaseUrlFor(serverUrl, TEMPLATE));
  await migrate(orm);
  await orm.close();
  process.env.CIGOGNE_TEST_SERVER_URL = serverUrl;
  process.env.CIGOGNE_TEST_TEMPLATE = TEMPLATE;
}
