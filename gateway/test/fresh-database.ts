import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrlFor } from '../src/db/embedded-postgres.js';

/** Runs one statement on the test server's `postgres` database (CREATE/DROP DATABASE). */
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.CIGOGNE_TEST_SERVER_URL! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of its own on the test server, for gateway processes that must find every
 * migration pending (they migrate it themselves); drop() removes it, connections and all.
 */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cigogne_${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`create database "${name}"`);
  return {
    url: databaseUrlFor(process.env.CIGOGNE_TEST_SERVER_URL!, name),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}
