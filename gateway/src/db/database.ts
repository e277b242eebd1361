import pg from 'pg';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { databaseUrlFor, startEmbeddedPostgres } from './embedded-postgres.js';

export const DEFAULT_DATABASE = 'cigogne';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** CREATE DATABASE when it is missing (the embedded cluster starts with only `postgres`). */
export async function ensureDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR/postgres, created on first
 * start. `stoppedByCaller`: the process stops it on SIGINT/SIGTERM itself, after its own work.
 */
export async function openDatabase(config: Config, log: Logger, options: { stoppedByCaller?: boolean } = {}): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'postgres'),
    port: 54329,
    persistent: true,
    log,
    ...options,
  });
  await ensureDatabase(server.url, DEFAULT_DATABASE);
  return { url: databaseUrlFor(server.url, DEFAULT_DATABASE), embedded: true, stop: server.stop };
}
