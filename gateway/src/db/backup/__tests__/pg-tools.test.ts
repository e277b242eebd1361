import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { pgTool, serverMajor, splitPassword } from '../pg-tools.js';

/** How the backup picks PostgreSQL's client tools for a server (the external-database path). */
describe('pg-tools', () => {
  it("reads the server's major version as the server states it", async () => {
    const url = process.env.CIGOGNE_TEST_SERVER_URL!;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ v: string }>('select version() as v');
    await client.end();
    const stated = Number(/PostgreSQL (\d+)/.exec(rows[0].v)![1]);
    expect(await serverMajor(url)).toBe(stated);
  });

  it('takes a pg_dump of the major version or newer, and says what to install when there is none', async () => {
    const tool = await pgTool('pg_dump', 15);
    const version = Number(/(\d+)/.exec(execFileSync(tool, ['--version'], { encoding: 'utf8' }))![1]);
    expect(version).toBeGreaterThanOrEqual(15);
    await expect(pgTool('pg_restore', 99)).rejects.toThrow(/pg_restore 99 or newer is needed .*postgresql-client-99/);
  });

  it('keeps the password off the command line', () => {
    const { url, env } = splitPassword('postgresql://cigogne:s%40cret@db.example:5432/cigogne?sslmode=require');
    expect(url).toBe('postgresql://cigogne@db.example:5432/cigogne?sslmode=require');
    expect(env.PGPASSWORD).toBe('s@cret');
  });
});
