import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import pg from 'pg';
import { DEFAULT_DATABASE } from '../db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { DEMO_ACCOUNTS } from '../seed/seed.js';
import type { TestServer } from '../../test/harness.js';
import { spawnReplica, type Replica } from '../../test/replica.js';
import { freePort } from '../modules/mail/__tests__/smtp-peer.js';
import { getPhoto, phoneJpeg, uploadPhoto } from '../modules/photos/__tests__/fixtures.js';

/**
 * `npm run backup` of a running gateway's embedded database (seeded, with a photo), restored by
 * `npm run restore` into a fresh data folder: every table holds the same rows, the photo the same
 * bytes, and the restored product serves a guest page and the photo (the session too: the JWT
 * secret came along).
 */
const run = promisify(execFile);
const log = pino({ level: 'silent' });
const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `cigogne-${name}-`));
  folders.push(dir);
  return dir;
};
let replicas: Replica[] = [];
afterAll(async () => {
  await Promise.all(replicas.map((r) => r.stop('SIGKILL')));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The backup script as `npm run backup`/`restore` runs it, on the embedded database of `dataDir`. */
async function script(action: 'backup' | 'restore', file: string, dataDir: string) {
  const { stdout } = await run(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/scripts/backup.ts', action, file], {
    cwd: path.resolve('.'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
  });
  return stdout;
}

/** Rows and a checksum of every table of the embedded database in `dataDir` (the server started for the reading). */
async function tables(dataDir: string): Promise<Record<string, { rows: number; md5: string }>> {
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), persistent: true, log });
  const client = new pg.Client({ connectionString: databaseUrlFor(server.url, DEFAULT_DATABASE) });
  await client.connect();
  try {
    const { rows: names } = await client.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const { s, t } of names) {
      const { rows } = await client.query<{ n: number; h: string }>(
        `select count(*)::int as n, coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as h from "${s}"."${t}" x`,
      );
      out[`${s}.${t}`] = { rows: rows[0].n, md5: rows[0].h };
    }
    return out;
  } finally {
    await client.end();
    await server.stop();
  }
}

async function gateway(dataDir: string) {
  // a budget a loaded machine meets: the guest page is the server-rendered one, not the plain page
  const replica = spawnReplica(await freePort(), { DATA_DIR: dataDir, SEED_DEMO: 'true', WORKERS: 'false', SSR_BUDGET_MS: '60000' });
  replicas.push(replica);
  await replica.ready();
  return replica;
}

describe('npm run backup / npm run restore', () => {
  it('restores every table and a photo into a fresh data folder, and the restored product serves a guest page', async () => {
    const source = folder('backup-source');
    const live = await gateway(source);
    const server = { url: live.url } as TestServer;
    const login = await fetch(`${live.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const timelines = (await (await fetch(`${live.url}/api/timelines`, { headers: { authorization: `Bearer ${token}` } })).json()) as any;
    const timeline = (timelines.items ?? timelines)[0];
    const detail = (await (
      await fetch(`${live.url}/api/timelines/${timeline.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as any;
    const event = detail.events?.[0] ?? detail.events?.items?.[0];
    const photo = await uploadPhoto(server, token, timeline.id, event.id, await phoneJpeg());
    expect(photo.status).toBe(201);
    const bytes = (await getPhoto(server, photo.body.url, token)).data;
    expect(bytes.length).toBeGreaterThan(0);
    const wishlists = (await (await fetch(`${live.url}/api/wishlists`, { headers: { authorization: `Bearer ${token}` } })).json()) as any;
    const list = (wishlists.items ?? wishlists).find((w: any) => w.visibility === 'public');

    // while the gateway serves
    const file = path.join(folder('backup-file'), 'cigogne.tgz');
    expect(await script('backup', file, source)).toMatch(/Backed up the embedded database/);
    await live.stop();
    replicas = replicas.filter((r) => r !== live);
    const before = await tables(source);

    const target = folder('backup-target');
    const restored = await script('restore', file, target);
    expect(restored).toMatch(/Restored the embedded database from .* in [\d.]+ s/);
    process.stdout.write(`restore of the seeded database: ${restored}`);
    const after = await tables(target);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(after).toEqual(before);
    expect(before['public.photo_objects'].rows).toBeGreaterThan(0);

    // a second restore into the same folder is refused: nothing is overwritten
    await expect(script('restore', file, target)).rejects.toThrow(/already holds a database/);

    const back = await gateway(target);
    const read = await fetch(`${back.url}/api/wishlists/${list.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { title: string }).title).toBe(list.title);
    const page = await fetch(`${back.url}/app/wishlists/${list.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(list.title);
    const again = await getPhoto({ url: back.url } as TestServer, photo.body.url, token);
    expect(again.status).toBe(200);
    expect(again.data.equals(bytes)).toBe(true);
  }, 600_000);
});
