import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTimeline } from '../modules/timelines/__tests__/fixtures.js';
import { signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { serveWebRoot } from '../../test/static-web-root.js';

/** A raw HTTP GET/POST (fetch would decode the body): status, headers and the bytes as sent. */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('pre-compressed web app files', () => {
  // a tiny fake build, written the way tooling/src/compress-dist.mjs writes a real one
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cigogne-web-'));
  const bundle = `export const words = ${JSON.stringify('cigogne '.repeat(500))};\n`;
  const indexHtml = `<!doctype html><html><body>${'<div>Cigogne</div>'.repeat(100)}</body></html>`;
  const files: Record<string, string> = {
    'shell/dist/index.html': indexHtml,
    'shell/dist/main.0123abcd.js': bundle,
    'mf-timelines/dist/remoteEntry.js': bundle,
    'mf-timelines/dist/mf-manifest.json': JSON.stringify({ id: 'mf_timelines', pad: 'x'.repeat(2000) }),
    'mf-timelines/dist/434.89abcdef.js': bundle,
  };
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(webRoot, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
    writeFileSync(`${full}.gz`, zlib.gzipSync(content));
  }
  let web: Awaited<ReturnType<typeof serveWebRoot>>;
  let url: string;
  beforeAll(async () => {
    web = await serveWebRoot(webRoot);
    url = web.url;
  });
  afterAll(() => web.close());

  it('sends brotli to a browser, with Vary and immutable caching on a hashed bundle', async () => {
    for (const file of ['/app/main.0123abcd.js', '/mf/timelines/434.89abcdef.js']) {
      const res = await raw(url + file, { headers: BROWSER });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(bundle);
    }
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await raw(`${url}/app/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(bundle);
    const plain = await raw(`${url}/app/main.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('makes the browser revalidate index.html (also on a deep link), remotes.json, mf-manifest.json and remoteEntry.js', async () => {
    for (const file of [
      '/app/',
      '/app/timelines/42',
      '/app/index.html',
      '/app/remotes.json',
      '/mf/timelines/mf-manifest.json',
      '/mf/timelines/remoteEntry.js',
    ]) {
      const res = await raw(url + file, { headers: BROWSER });
      expect([file, res.status, res.headers['cache-control']]).toEqual([file, 200, 'no-cache']);
    }
    const deepLink = await raw(`${url}/app/timelines/42`, { headers: BROWSER });
    expect(deepLink.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(deepLink.body).toString()).toBe(indexHtml);
    const entry = await raw(`${url}/mf/timelines/remoteEntry.js`, { headers: BROWSER });
    expect(entry.headers['content-encoding']).toBe('br');
  });

  it('still 404s a missing asset', async () => {
    expect((await raw(`${url}/app/missing.0123abcd.js`, { headers: BROWSER })).status).toBe(404);
    expect((await raw(`${url}/mf/timelines/missing.js`, { headers: BROWSER })).status).toBe(404);
  });
});

describe('API answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('compresses a large JSON answer of /graphql and /api, and leaves a small one as is', async () => {
    const introspection = await raw(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...BROWSER, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' }),
    });
    expect(introspection.status).toBe(200);
    expect(introspection.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(introspection.headers.vary).toMatch(/Accept-Encoding/i);
    const decode = introspection.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
    expect(JSON.parse(decode(introspection.body).toString()).data.__schema.types.length).toBeGreaterThan(10);

    const { token } = await signUp(server);
    const auth = { ...BROWSER, authorization: `Bearer ${token}` };
    const small = await raw(`${server.url}/api/timelines`, { headers: auth });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual([]);

    for (let i = 0; i < 8; i += 1) {
      await createTimeline(server, token, { title: `Les premiers mois de Jade ${i}` });
    }
    const large = await raw(`${server.url}/api/timelines`, { headers: auth });
    expect(large.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const decodeLarge = large.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
    expect(JSON.parse(decodeLarge(large.body).toString())).toHaveLength(8);
  });
});
