import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { freePort } from '../modules/mail/__tests__/smtp-peer.js';
import { freshDatabase } from '../../test/fresh-database.js';
import { spawnReplica, type Replica } from '../../test/replica.js';

/**
 * A rolling deploy runs the previous release's gateways on the schema the new release migrated
 * (docs/operations.md, expand then contract). The previous release (the commit this branch
 * started from, or the parent commit on main) is compiled into a temp folder, started on a
 * database the new gateway migrated, next to that new gateway, and used: what either writes the
 * other reads.
 */
const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
let database: Awaited<ReturnType<typeof freshDatabase>>;
let folder: string;
let current: Replica;
let previous: Replica;

async function api(gateway: Replica, method: string, route: string, body?: unknown, token?: string) {
  const res = await fetch(`${gateway.url}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** The previous release's gateway, compiled from git into a temp folder (sharing this checkout's installed packages). */
function buildPrevious(): string {
  const head = git('rev-parse', 'HEAD');
  let base = git('merge-base', 'HEAD', 'main');
  if (base === head) base = git('rev-parse', 'HEAD^');
  folder = mkdtempSync(path.join(os.tmpdir(), 'cigogne-previous-'));
  const archive = execFileSync('git', ['archive', base, 'gateway', 'graphql', 'remote-contract', 'package.json', 'tsconfig.base.json'], {
    cwd: REPO_ROOT,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(folder, 'node_modules'));
  symlinkSync(path.join(REPO_ROOT, 'gateway', 'node_modules'), path.join(folder, 'gateway', 'node_modules'));
  execFileSync(process.execPath, [
    path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'),
    '-p',
    path.join(folder, 'gateway/tsconfig.build.json'),
  ]);
  return path.join(folder, 'gateway/dist/main.js');
}

beforeAll(async () => {
  database = await freshDatabase('previous');
  const env = { DATABASE_URL: database.url, JWT_SECRET: 'previous-release-secret-of-32-characters-at-least' };
  const main = buildPrevious();
  // the new release migrates the database first, as the first new gateway of a rolling deploy does
  current = spawnReplica(await freePort(), env);
  await current.ready();
  previous = spawnReplica(await freePort(), env, { main });
  await previous.ready();
}, 600_000);
afterAll(async () => {
  await Promise.all([current?.stop(), previous?.stop()]);
  await database?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('the previous release on the new schema', () => {
  it('serves sign-up, login, lists and reservations, and each release reads what the other wrote', async () => {
    const owner = { email: `previous.${randomBytes(4).toString('hex')}@example.fr`, password: 'Motdepasse123' };
    expect((await api(previous, 'POST', '/auth/register', { ...owner, firstName: 'Léa', lastName: 'Martin' })).status).toBe(201);
    const { token } = (await api(current, 'POST', '/auth/login', owner)).body;
    const list = (await api(previous, 'POST', '/wishlists', { title: 'Liste' }, token)).body;
    expect((await api(current, 'PATCH', `/wishlists/${list.id}`, { visibility: 'public' }, token)).status).toBe(200);
    const item = await api(previous, 'POST', `/wishlists/${list.id}/items`, { title: 'Gigoteuse', quantity: 2 }, token);
    expect(item.status).toBe(201);
    const guest = (gateway: Replica) =>
      api(gateway, 'POST', `/wishlists/${list.id}/items/${item.body.id}/reserve`, {
        name: 'Jo',
        email: `g.${randomBytes(3).toString('hex')}@example.fr`,
      });
    expect((await guest(previous)).status).toBe(201);
    expect((await guest(current)).status).toBe(201);
    for (const gateway of [previous, current]) {
      const read = await api(gateway, 'GET', `/wishlists/${list.id}`);
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).toContain('Gigoteuse');
    }
    expect((await guest(previous)).status).toBe(409);
    expect(previous.output()).not.toMatch(/"level":(50|60)/);
  }, 120_000);
});
