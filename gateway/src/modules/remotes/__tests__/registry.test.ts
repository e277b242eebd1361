// REMOTES_FILE: the remotes registry changed at run time. /app/remotes.json and the CSP follow the
// file without a restart; a file that cannot be used keeps the last good registry, and says why.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLog } from '../../../../test/capture-log.js';
import { startTestServer, type TestServer } from '../../../../test/harness.js';
import { parseRegistryFile } from '../registry-file.js';
import { eventually } from './manifest-server.js';

const DEFAULTS = {
  mf_predictions: '/mf/predictions/mf-manifest.json',
  mf_wishlists: '/mf/wishlists/mf-manifest.json',
  mf_timelines: '/mf/timelines/mf-manifest.json',
  mf_admin: '/mf/admin/mf-manifest.json',
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'cigogne-remotes-'));
const file = path.join(dir, 'remotes.json');
/** Written as deploy tools do: a new file renamed over the old one. */
const writeRegistry = (text: string) => {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
};

let server: TestServer;
const logs = captureLog('info');
beforeAll(async () => {
  writeRegistry(JSON.stringify({ wishlists: 'https://wishlists.cdn.example/v1/mf-manifest.json' }));
  server = await startTestServer({ REMOTES_FILE: file, MF_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json' }, { log: logs.log });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const remotesJson = async () => (await fetch(`${server.url}/app/remotes.json`)).json() as Promise<Record<string, string>>;
const csp = async () => {
  const res = await fetch(`${server.url}/app/remotes.json`);
  await res.text();
  return res.headers.get('content-security-policy')!;
};
const directive = (policy: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)![1]!.split(' ');

describe('the remotes registry', () => {
  it('serves REMOTES_FILE over MF_<FEATURE>_URL and the local builds', async () => {
    expect(await remotesJson()).toEqual({
      ...DEFAULTS,
      mf_wishlists: 'https://wishlists.cdn.example/v1/mf-manifest.json',
      mf_admin: 'https://admin.cdn.example/mf-manifest.json',
    });
  });

  it('allows exactly the registry origins in the CSP, for scripts, styles, fonts, images and connect-src', async () => {
    const policy = await csp();
    for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) {
      const sources = directive(policy, name);
      expect(sources).toEqual(expect.arrayContaining(['https://admin.cdn.example', 'https://wishlists.cdn.example']));
      expect(sources.filter((s) => s.includes('cdn.example'))).toHaveLength(2);
    }
    // only the images of any shop are allowed from anywhere; styles and fonts from these origins only
    expect(directive(policy, 'style-src')).not.toContain('https:');
    expect(directive(policy, 'font-src')).not.toContain('https:');
  });

  it('follows a change of the file without a restart: remotes.json, then the CSP', async () => {
    writeRegistry(
      JSON.stringify({ wishlists: 'https://other.cdn.example/v2/mf-manifest.json', timelines: '/mf/timelines/mf-manifest.json' }),
    );
    const urls = await eventually(remotesJson, (u) => u.mf_wishlists?.includes('v2') ?? false);
    expect(urls.mf_wishlists).toBe('https://other.cdn.example/v2/mf-manifest.json');
    const sources = directive(await csp(), 'script-src');
    expect(sources).toContain('https://other.cdn.example');
    expect(sources).not.toContain('https://wishlists.cdn.example');
  });

  it.each([
    ['not JSON', '{ "wishlists": '],
    ['an unknown feature', JSON.stringify({ wishlist: 'https://x.example/mf-manifest.json' })],
    ['a URL of another scheme', JSON.stringify({ wishlists: 'javascript:alert(1)' })],
  ])('keeps the last good registry when the file is %s, and logs why', async (_, text) => {
    const before = await remotesJson();
    const logged = logs.lines.length;
    writeRegistry(text);
    const line = await eventually(
      async () => logs.lines.slice(logged).find((l) => l.msg === 'REMOTES_FILE is not valid: the last good registry is kept'),
      Boolean,
    );
    expect(line?.reason).toBeTruthy();
    expect(await remotesJson()).toEqual(before);
    writeRegistry(JSON.stringify({ wishlists: 'https://wishlists.cdn.example/v1/mf-manifest.json' }));
    await eventually(remotesJson, (u) => u.mf_wishlists?.includes('v1') ?? false);
  });

  it('rolls back to the local build when the entry is removed', async () => {
    writeRegistry('{}');
    const urls = await eventually(remotesJson, (u) => u.mf_wishlists === DEFAULTS.mf_wishlists);
    expect(urls).toEqual({ ...DEFAULTS, mf_admin: 'https://admin.cdn.example/mf-manifest.json' });
  });
});

describe('the registry file', () => {
  it('maps features to manifest URLs: paths on this host or http(s)', () => {
    expect(parseRegistryFile('{"wishlists":"https://cdn.example/w/mf-manifest.json","admin":"/mf/admin/mf-manifest.json"}')).toEqual({
      mf_wishlists: 'https://cdn.example/w/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
    });
    expect(() => parseRegistryFile('[]')).toThrow(/object/);
    expect(() => parseRegistryFile('{"wishlists":"//cdn.example/x"}')).toThrow(/wishlists/);
    expect(() => parseRegistryFile('{"wishlists":3}')).toThrow(/wishlists/);
  });
});

describe('without remote origins', () => {
  it('adds no origin to the CSP when every remote is local', async () => {
    const local = await startTestServer();
    try {
      const res = await fetch(`${local.url}/app/remotes.json`);
      expect(await res.json()).toEqual(DEFAULTS);
      const policy = res.headers.get('content-security-policy')!;
      expect(directive(policy, 'script-src').filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
      expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directive(policy, 'font-src')).toEqual(["'self'", 'data:']);
      expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    } finally {
      await local.close();
    }
  });
});
