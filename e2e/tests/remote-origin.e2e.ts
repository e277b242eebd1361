// Issue 23, parts 2 to 4: a remote deployed by its team to its own origin. mf-wishlists is built
// into a temporary folder and served by a second origin (a static server with CORS on another
// port); the gateway's registry (REMOTES_FILE, reread when it changes) points at it. Every file of
// the remote then comes from there; a new build placed there is what the next visit shows, with no
// gateway restart and no shell rebuild; pointing the registry back rolls back; a build against
// another major of the contract gets the "section unavailable" panel, not a crash.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiLogIn, createAccount, logIn } from '../support/accounts';
import { BASE, DESKTOP, PHONE, expectAccessible, newPage, shot } from '../support/browser';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REMOTES_FILE = process.env.E2E_REMOTES_FILE;
const OLD_TEXT = 'Seulement les articles non réservés';
const NEW_TEXT = 'Seulement les articles encore libres';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

/** mf-wishlists' production build, its islands included, into `dir` (the gateway's own dist/ is left alone). */
function buildRemote(dir: string, env: Record<string, string> = {}) {
  for (const args of [
    ['build', '--mode', 'production', '--output-path', dir],
    ['build', '--env', 'islands', '--output-path', path.join(dir, 'islands')],
  ])
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), args, {
      cwd: path.join(ROOT, 'mf-wishlists'),
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
}

/** A team's static host: the files of `root` with CORS, on another port (so another origin). */
async function staticHost(root: string) {
  const server = http.createServer((req, res) => {
    const file = path.join(root, path.normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)));
    res.setHeader('access-control-allow-origin', '*');
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Points the registry's wishlists entry at `url` (a new file renamed over the old, as deploy tools do) and waits for the gateway to serve it. */
async function pointRegistry(entries: Record<string, string>) {
  writeFileSync(`${REMOTES_FILE}.tmp`, JSON.stringify(entries));
  renameSync(`${REMOTES_FILE}.tmp`, REMOTES_FILE!);
  const wanted = entries.wishlists ?? '/mf/wishlists/mf-manifest.json';
  await expect
    .poll(async () => ((await (await fetch(`${BASE}/app/remotes.json`)).json()) as Record<string, string>).mf_wishlists)
    .toBe(wanted);
}

async function publicList(): Promise<string> {
  const token = await apiLogIn(await createAccount('Romane'));
  const call = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${BASE}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(res.ok).toBe(true);
    return (await res.json()) as { id: string };
  };
  const { id } = await call('POST', '/wishlists', { title: 'La liste de Romane' });
  await call('PATCH', `/wishlists/${id}`, { visibility: 'public' });
  await call('POST', `/wishlists/${id}/items`, { title: 'Tapis d’éveil', price: 45, category: 'wakeup' });
  return id;
}

/** Every URL the page asks for while it opens the list and shows it. */
async function visit(page: Page, id: string): Promise<string[]> {
  const urls: string[] = [];
  const record = (request: { url(): string }) => urls.push(request.url());
  page.on('request', record);
  await page.goto(`/app/wishlists/${id}`);
  await expect(page.getByRole('heading', { name: 'La liste de Romane' })).toBeVisible();
  await expect(page.getByText(/Seulement les articles/)).toBeVisible();
  // served as islands (the registry's build is the gateway's own), the app loads when a guest
  // needs it: the list's filter wakes it (docs/architecture.md#islands)
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).toBeChecked({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return urls;
}

test.describe('a remote on its own origin', () => {
  test.skip(!REMOTES_FILE, 'needs the gateway started by playwright.config.ts (REMOTES_FILE)');

  const builds = mkdtempSync(path.join(os.tmpdir(), 'cigogne-remote-origin-'));
  let host: Awaited<ReturnType<typeof staticHost>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Built once. The build is deterministic (same sources, same bytes), so the team's "new
    // build" is a copy of it with one text changed in its compiled messages and a new build
    // version in its manifest, as a rebuild of changed sources would have: a second full build
    // would only cost time. The build against another contract major is a real build.
    buildRemote(path.join(builds, 'v1'));
    cpSync(path.join(builds, 'v1'), path.join(builds, 'v2'), { recursive: true });
    for (const file of readdirSync(path.join(builds, 'v2'))) {
      const full = path.join(builds, 'v2', file);
      if (file.endsWith('.js')) writeFileSync(full, readFileSync(full, 'utf8').replaceAll(OLD_TEXT, NEW_TEXT));
    }
    const manifest = path.join(builds, 'v2', 'mf-manifest.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"buildVersion":"[0-9a-f]+"/, '"buildVersion":"0000000000000002"'));
    buildRemote(path.join(builds, 'next-contract'), { REMOTE_CONTRACT_VERSION: '2.0.0' });
    host = await staticHost(builds);
  });
  test.afterAll(async () => {
    host?.close();
    rmSync(builds, { recursive: true, force: true });
    if (REMOTES_FILE) await pointRegistry({});
  });

  test('loads every file of the remote from its origin, follows a new build without a restart, and rolls back', async ({ browser }) => {
    const id = await publicList();
    await pointRegistry({ wishlists: `${host.origin}/v1/mf-manifest.json` });
    const { context, page } = await newPage(browser);

    const urls = await visit(page, id);
    await expect(page.getByText(OLD_TEXT)).toBeVisible();
    const fromHost = urls.filter((u) => u.startsWith(`${host.origin}/v1/`)).map((u) => path.basename(u));
    expect(fromHost).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
    // the page's island, from the same build on the team's origin
    expect(urls.some((u) => new RegExp(`^${host.origin}/v1/islands/wishlist\\.[0-9a-f]{8}\\.js$`).test(u))).toBe(true);
    expect(fromHost.some((f) => f.endsWith('.css'))).toBe(true);
    expect(fromHost.filter((f) => /\.[0-9a-f]{8}\.js$/.test(f)).length).toBeGreaterThan(0);
    expect(urls.filter((u) => u.startsWith(`${BASE}/mf/wishlists/`))).toEqual([]);

    // the team's next build, placed on its host and pointed at: the next visit shows it
    await pointRegistry({ wishlists: `${host.origin}/v2/mf-manifest.json` });
    const next = await visit(page, id);
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    expect(next.filter((u) => u.startsWith(`${BASE}/mf/wishlists/`))).toEqual([]);

    // rolled back by pointing the registry at the previous build
    await pointRegistry({ wishlists: `${host.origin}/v1/mf-manifest.json` });
    await visit(page, id);
    await expect(page.getByText(OLD_TEXT)).toBeVisible();
    await context.close();
  });

  test('shows the unavailable panel, not a crash, for a build against another contract major', async ({ browser }) => {
    const id = await publicList();
    await pointRegistry({ wishlists: `${host.origin}/next-contract/mf-manifest.json` });
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/app/wishlists/${id}`);
    await expect(page.getByText('Cette section est indisponible pour le moment.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'La liste de Romane' })).toHaveCount(0);
    expect(warnings.some((w) => w.includes('mf_wishlists') && w.includes('2.0.0') && w.includes('1.0.0'))).toBe(true);
    await context.close();
  });

  test('an admin sees where each remote comes from, its build, its contract and whether its manifest answers', async ({ page }) => {
    await pointRegistry({ wishlists: `${host.origin}/v1/mf-manifest.json`, timelines: `${host.origin}/gone/mf-manifest.json` });
    // the seed's admin (gateway/src/seed/seed.ts)
    await logIn(page, { email: 'admin@cigogne.local', password: 'Admin2026x' });
    await page.goto('/app/admin/remotes');
    const table = page.getByRole('region', { name: 'Modules chargés par l’application' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    const v1 = JSON.parse(readFileSync(path.join(builds, 'v1', 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    };
    await expect(row('Listes de naissance')).toContainText(`${host.origin}/v1/mf-manifest.json`);
    await expect(row('Listes de naissance')).toContainText(/Répond en \d+ ms/);
    await expect(row('Listes de naissance')).toContainText(v1.metaData.buildInfo.buildVersion);
    await expect(row('Frises')).toContainText('Ne répond pas : answered 404');
    await expect(row('Pronostics')).toContainText('/mf/predictions/mf-manifest.json');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      await shot(page, 'admin-remotes');
      await page.screenshot({ path: `/tmp/shots-i23rem/admin-remotes-${viewport.width}.png`, fullPage: true });
    }
  });
});
