import { afterAll, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrlFor } from '../embedded-postgres.js';
import { migrate, openOrm } from '../orm.js';

const name = `cigogne_migrate_${randomBytes(6).toString('hex')}`;
async function admin(sql: string) {
  const c = new pg.Client({ connectionString: process.env.CIGOGNE_TEST_SERVER_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
afterAll(() => admin(`drop database if exists "${name}" with (force)`));

it('migrates a fresh database once when four gateways start at the same moment; every one of them comes up', async () => {
  await admin(`create database "${name}"`);
  const url = databaseUrlFor(process.env.CIGOGNE_TEST_SERVER_URL!, name);
  const orms = await Promise.all([1, 2, 3, 4].map(() => openOrm(url)));
  try {
    const runs = await Promise.allSettled(orms.map((orm) => migrate(orm)));
    expect(runs.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const applied = runs.map((r) => (r as PromiseFulfilledResult<string[]>).value);
    // one of them ran every migration, the others waited and found none left
    expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
    const [queue] = await orms[0].em.getConnection().execute(`select count(*)::int as n from graphile_worker.migrations`);
    expect(queue.n).toBeGreaterThan(0);
  } finally {
    await Promise.all(orms.map((orm) => orm.close()));
  }
}, 120_000);
