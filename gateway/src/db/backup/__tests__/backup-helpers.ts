import { expect } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../seed/seed.js';
import type { TestServer } from '../../../../test/harness.js';
import { spawnReplica, type Replica } from '../../../../test/replica.js';
import { freePort } from '../../../modules/mail/__tests__/smtp-peer.js';
import { getPhoto, phoneJpeg, uploadPhoto } from '../../../modules/photos/__tests__/fixtures.js';

const run = promisify(execFile);

/** Temp folders and gateway processes of one test file, removed and stopped by `cleanUp`. */
export function backupTestBench() {
  const folders: string[] = [];
  let replicas: Replica[] = [];
  return {
    folder(name: string) {
      const dir = mkdtempSync(path.join(os.tmpdir(), `cigogne-${name}-`));
      folders.push(dir);
      return dir;
    },
    /** A gateway process with the demo seed, ready; `env` says which database and storage. */
    async gateway(env: Record<string, string>) {
      // a budget a loaded machine meets: the guest page is the server-rendered one, not the plain page
      const replica = spawnReplica(await freePort(), { SEED_DEMO: 'true', WORKERS: 'false', SSR_BUDGET_MS: '60000', ...env });
      replicas.push(replica);
      // a timeout, not a budget: migrating and seeding an empty database on a loaded machine
      await replica.ready(300_000);
      return replica;
    },
    async stop(replica: Replica) {
      await replica.stop();
      replicas = replicas.filter((r) => r !== replica);
    },
    async cleanUp() {
      await Promise.all(replicas.map((r) => r.stop('SIGKILL')));
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The backup script as `npm run backup`/`restore` runs it, configured by `env` alone (DATA_DIR, DATABASE_URL, S3_*). */
export async function backupScript(action: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'src/scripts/backup.ts', action, file],
    { cwd: path.resolve('.'), env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
  );
  return { stdout, output: stdout + stderr };
}

export type TableSums = Record<string, { rows: number; md5: string }>;

/** Rows and a checksum of every table of the database at `databaseUrl`. */
export async function tableSums(databaseUrl: string): Promise<TableSums> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: names } = await client.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const out: TableSums = {};
    for (const { s, t } of names) {
      const { rows } = await client.query<{ n: number; h: string }>(
        `select count(*)::int as n, coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as h from "${s}"."${t}" x`,
      );
      out[`${s}.${t}`] = { rows: rows[0].n, md5: rows[0].h };
    }
    return out;
  } finally {
    await client.end();
  }
}

/** What the seeded owner has on a live gateway, with a photo uploaded now: what a restore must bring back. */
export interface OwnerContent {
  token: string;
  photoUrl: string;
  photoBytes: Buffer;
  publicList: { id: string; title: string };
}

export async function ownerContentWithPhoto(url: string): Promise<OwnerContent> {
  const server = { url } as TestServer;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const timelines = (await (await fetch(`${url}/api/timelines`, auth)).json()) as any;
  const timeline = (timelines.items ?? timelines)[0];
  const detail = (await (await fetch(`${url}/api/timelines/${timeline.id}`, auth)).json()) as any;
  const event = detail.events?.[0] ?? detail.events?.items?.[0];
  const photo = await uploadPhoto(server, token, timeline.id, event.id, await phoneJpeg());
  expect(photo.status).toBe(201);
  const photoBytes = (await getPhoto(server, photo.body.url, token)).data;
  expect(photoBytes.length).toBeGreaterThan(0);
  const wishlists = (await (await fetch(`${url}/api/wishlists`, auth)).json()) as any;
  const publicList = (wishlists.items ?? wishlists).find((w: any) => w.visibility === 'public');
  return { token, photoUrl: photo.body.url, photoBytes, publicList };
}

/** The restored product at `url` serves the public list's guest page and the photo's same bytes (the session too). */
export async function expectServed(url: string, content: OwnerContent): Promise<void> {
  const read = await fetch(`${url}/api/wishlists/${content.publicList.id}`);
  expect(read.status).toBe(200);
  expect(((await read.json()) as { title: string }).title).toBe(content.publicList.title);
  const page = await fetch(`${url}/app/wishlists/${content.publicList.id}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(content.publicList.title);
  const again = await getPhoto({ url } as TestServer, content.photoUrl, content.token);
  expect(again.status).toBe(200);
  expect(again.data.equals(content.photoBytes)).toBe(true);
}
