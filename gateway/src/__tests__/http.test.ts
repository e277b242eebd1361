import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MF_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' });
});
afterAll(() => server.close());

describe('HTTP surface', () => {
  it('answers healthz and readyz', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ok' });
  });

  it('sets security headers on every answer, and allows remotes from configured origins only', async () => {
    const res = await fetch(`${server.url}/api/auth/me`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
    const csp = res.headers.get('content-security-policy')!;
    // scripts from this origin, the configured remote origins, and the shell page's inline early-event holder by its hash only
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", 'https://cdn.example']);
    expect(scriptSrc.length).toBeLessThanOrEqual(3);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
  });

  it('lets wishlist items show pictures from any shop: https, and http only on a plain-http install', async () => {
    const imgSrc = (csp: string) => /img-src ([^;]*)/.exec(csp)![1].split(' ');
    const page = async (url: string) => {
      const res = await fetch(url);
      await res.text();
      return res.headers.get('content-security-policy')!;
    };
    const local = await page(`${server.url}/app/`);
    // and the configured remote's origin (its own images)
    expect(imgSrc(local)).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:', 'https://cdn.example']);
    const secure = await startTestServer({ PUBLIC_URL: 'https://cigogne.example' });
    try {
      const csp = await page(`${secure.url}/app/`);
      expect(imgSrc(csp)).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(csp).toMatch(/upgrade-insecure-requests/);
    } finally {
      await secure.close();
    }
  });

  it('serves the remote manifest map the shell starts from', async () => {
    const res = await fetch(`${server.url}/app/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      mf_predictions: '/mf/predictions/mf-manifest.json',
      mf_wishlists: '/mf/wishlists/mf-manifest.json',
      mf_timelines: '/mf/timelines/mf-manifest.json',
      mf_admin: 'https://cdn.example/admin/mf-manifest.json',
    });
  });

  it('sends / to the app and 404s a missing remote file', async () => {
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app/');
    // a file no build writes (whether the remotes are built or not)
    expect((await fetch(`${server.url}/mf/predictions/no-such-file.js`)).status).toBe(404);
  });
});
