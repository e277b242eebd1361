// A remote's page is rendered on the server only with the build the browser will load: the
// registry's manifest (REMOTES_FILE, here on a second origin) must carry the build version of the
// gateway's local build; on a mismatch, or no answer, the plain page. Needs the web app built with
// its server bundles (npm run build).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { REPO_ROOT } from '../../config.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { ownerWithItem } from '../../modules/wishlists/__tests__/fixtures.js';
import { eventually, manifestServer, stampedManifest } from '../../modules/remotes/__tests__/manifest-server.js';
import { RemoteBuilds, type RemoteSources } from '../ssr/remote-builds.js';

const LOCAL_MANIFEST = path.join(REPO_ROOT, 'mf-wishlists', 'dist', 'mf-manifest.json');
const localVersion = () =>
  (JSON.parse(readFileSync(LOCAL_MANIFEST, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo
    .buildVersion;

const dir = mkdtempSync(path.join(os.tmpdir(), 'cigogne-remote-builds-'));
const file = path.join(dir, 'remotes.json');
const point = (url: string) => {
  writeFileSync(`${file}.tmp`, JSON.stringify({ wishlists: url }));
  renameSync(`${file}.tmp`, file);
};

// starting a gateway and warming its render threads: minutes on a loaded machine, not a budget
const HOOK_TIMEOUT_MS = 180_000;
let server: TestServer;
let cdn: Awaited<ReturnType<typeof manifestServer>>;
beforeAll(async () => {
  if (!existsSync(path.join(REPO_ROOT, 'mf-wishlists', 'dist-ssr', 'index.cjs')))
    throw new Error('build the web app first (npm run build)');
  cdn = await manifestServer({
    '/same/mf-manifest.json': stampedManifest(localVersion(), '1.0.0'),
    '/other/mf-manifest.json': stampedManifest('0123456789abcdef', '1.0.0'),
  });
  point(`${cdn.origin}/same/mf-manifest.json`);
  server = await startTestServer({ REMOTES_FILE: file, SSR_BUDGET_MS: '60000' }, { warmUpRendering: true });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  await cdn?.close();
  rmSync(dir, { recursive: true, force: true });
}, HOOK_TIMEOUT_MS);

const isRendered = (body: string) => body.includes('data-ssr="fr"');
const page = async (url: string) => (await fetch(`${server.url}${url}`, { headers: { 'accept-language': 'fr' } })).text();

describe('server rendering of a remote deployed elsewhere', () => {
  it('renders with the local build when the registry points at the same build, its stylesheets from there', async () => {
    const { wishlistId } = await ownerWithItem(server, { title: 'Poussette tout-terrain' });
    const body = await page(`/app/wishlists/${wishlistId}`);
    expect(isRendered(body)).toBe(true);
    expect(body).toContain('Poussette tout-terrain');
    expect(body).toContain(`<link rel="stylesheet" href="${cdn.origin}/same/`);
    expect(body).not.toMatch(/href="\/mf\/wishlists\//);
  });

  it('sends the plain page when the registry points at another build, and renders again once it points back', async () => {
    const { wishlistId } = await ownerWithItem(server, { title: 'Siège auto' });
    point(`${cdn.origin}/other/mf-manifest.json`);
    const plain = await eventually(
      () => page(`/app/wishlists/${wishlistId}`),
      (body) => !isRendered(body),
    );
    expect(plain).not.toContain('Siège auto');
    point(`${cdn.origin}/same/mf-manifest.json`);
    expect(isRendered(await eventually(() => page(`/app/wishlists/${wishlistId}`), isRendered))).toBe(true);
  });
});

describe('RemoteBuilds', () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cigogne-web-root-'));
  const log = pino({ level: 'silent' });
  const sources = (url: string | undefined, version: string | null): RemoteSources => ({
    urlOf: () => url,
    buildVersionAt: () => Promise.resolve(version),
  });
  beforeAll(() => {
    const dist = path.join(webRoot, 'mf-wishlists', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(stampedManifest('aaaa', '1.0.0')));
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('renders the local build at once, the same build elsewhere from there, and nothing else', async () => {
    expect(new RemoteBuilds(webRoot, sources('/mf/wishlists/mf-manifest.json', null), log).servable('wishlists')).toBe('/mf/wishlists/');
    expect(await new RemoteBuilds(webRoot, sources('https://cdn.example/w/2/mf-manifest.json', 'aaaa'), log).servable('wishlists')).toBe(
      'https://cdn.example/w/2/',
    );
    expect(
      await new RemoteBuilds(webRoot, sources('https://cdn.example/w/3/mf-manifest.json', 'bbbb'), log).servable('wishlists'),
    ).toBeUndefined();
    // a manifest that does not answer
    expect(
      await new RemoteBuilds(webRoot, sources('https://cdn.example/w/3/mf-manifest.json', null), log).servable('wishlists'),
    ).toBeUndefined();
    // no local build
    expect(new RemoteBuilds(webRoot, sources('/mf/timelines/mf-manifest.json', null), log).servable('timelines')).toBeUndefined();
  });
});
