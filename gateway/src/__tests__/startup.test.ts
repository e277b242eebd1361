import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bcrypt from 'bcrypt';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase, startTestServer } from '../../test/harness.js';
import { spawnReplica } from '../../test/replica.js';
import { DEMO_ACCOUNTS, seedIfEmpty, workingDemoLogins } from '../seed/seed.js';

const GATEWAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECRET = 'a-shared-secret-of-at-least-32-chars!';
const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((a) => a.email);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm start`'s gateway (src/main.ts) with `env` until it prints that it is ready (then stops
 * it with SIGTERM) or exits by itself.
 */
function runMain(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: GATEWAY,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-start-')),
        BCRYPT_COST: '10',
        LOG_LEVEL: 'silent',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main did not get ready: ${stdout} ${stderr}`));
    }, 50_000);
    child.stdout.on('data', (d) => {
      stdout += d;
      if (/Cigogne is ready[\s\S]*\n\n/.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params as any[])).rows;
  } finally {
    await client.end();
  }
}

describe('npm start on DATABASE_URL', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('creates no demo account and prints no demo login (no SEED_DEMO)', async () => {
    const run = await runMain({ DATABASE_URL: db.url, JWT_SECRET: SECRET });
    expect(run.stdout).toMatch(/Cigogne is ready/);
    expect(run.stdout).not.toMatch(/Demo logins/);
    for (const a of Object.values(DEMO_ACCOUNTS)) expect(run.stdout).not.toContain(a.password);
    expect(await query(db.url, 'select email from users')).toEqual([]);
  }, 60_000);

  it('stops with one line naming JWT_SECRET when it is missing, touching nothing', async () => {
    const run = await runMain({ DATABASE_URL: db.url });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/JWT_SECRET/);
    expect(await query(db.url, 'select email from users')).toEqual([]);
  }, 60_000);

  it('seeds demo data there only with SEED_DEMO=true, and then prints the logins', async () => {
    const run = await runMain({ DATABASE_URL: db.url, JWT_SECRET: SECRET, SEED_DEMO: 'true' });
    expect(run.stdout).toMatch(/sample data created/);
    expect(run.stdout).toContain(`${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
    const emails = (await query(db.url, 'select email from users where email = any($1)', [DEMO_EMAILS])).map((r) => r.email);
    expect(emails.sort()).toEqual([...DEMO_EMAILS].sort());
  }, 60_000);

  it('opens its port only once the sample data exists: the first /readyz 200 finds the demo accounts', async () => {
    const fresh = await createTestDatabase();
    const port = await freePort();
    const child = spawnReplica(port, { LOG_LEVEL: 'silent', DATABASE_URL: fresh.url, JWT_SECRET: SECRET, SEED_DEMO: 'true' });
    try {
      await child.ready(50_000);
      const emails = (await query(fresh.url, 'select email from users where email = any($1)', [DEMO_EMAILS])).map((r) => r.email);
      expect(emails.sort()).toEqual([...DEMO_EMAILS].sort());
    } finally {
      await child.stop();
      await fresh.drop();
    }
  }, 60_000);

  it('warns about leftover demo logins on a database that should not have them', async () => {
    // the previous test seeded this database
    const run = await runMain({ DATABASE_URL: db.url, JWT_SECRET: SECRET });
    expect(run.stdout).not.toMatch(/sample data created/);
    expect(run.stdout).toContain(`${DEMO_ACCOUNTS.owner.email} / ${DEMO_ACCOUNTS.owner.password}`);
    expect(run.stdout).toMatch(/WARNING: these demo logins have published passwords/);
  }, 60_000);

  it('never seeds with NODE_ENV=production, even with SEED_DEMO=true', async () => {
    const fresh = await createTestDatabase();
    try {
      const run = await runMain({ DATABASE_URL: fresh.url, JWT_SECRET: SECRET, SEED_DEMO: 'true', NODE_ENV: 'production' });
      expect(run.stdout).toMatch(/Cigogne is ready/);
      expect(run.stdout).not.toMatch(/Demo logins/);
      expect(await query(fresh.url, 'select email from users')).toEqual([]);
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});

describe('the demo logins the banner prints', () => {
  it('are only the demo accounts that exist and still take their demo password', async () => {
    const server = await startTestServer();
    try {
      expect(await workingDemoLogins(server.orm)).toEqual([]);
      await seedIfEmpty(server.orm, server.config);
      expect((await workingDemoLogins(server.orm)).map((a) => a.email).sort()).toEqual([...DEMO_EMAILS].sort());
      await server.sql('update users set password_hash = $1 where email = $2', [
        await bcrypt.hash('Changed-By-Admin1', 10),
        DEMO_ACCOUNTS.admin.email,
      ]);
      expect((await workingDemoLogins(server.orm)).map((a) => a.email)).toEqual([DEMO_ACCOUNTS.owner.email]);
    } finally {
      await server.close();
    }
  });
});
