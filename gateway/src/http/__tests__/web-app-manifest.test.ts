import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveWebRoot } from '../../../test/static-web-root.js';
import { REPO_ROOT } from '../../config.js';

/** The shell's web app manifest (docs/product.md#items-from-any-shop), as the build copies shell/public/ into shell/dist/. */
const PUBLIC = path.join(REPO_ROOT, 'shell', 'public');
const manifest = JSON.parse(readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'));

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ png: png.subarray(1, 4).toString(), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the web app manifest', () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'cigogne-manifest-'));
  let web: Awaited<ReturnType<typeof serveWebRoot>>;
  let url: string;
  beforeAll(async () => {
    cpSync(PUBLIC, path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Cigogne</title><div id="root"></div>');
    web = await serveWebRoot(webRoot);
    url = web.url;
  });
  afterAll(() => web.close());

  it('is served at /app/manifest.webmanifest as a manifest, revalidated (it is not hashed)', async () => {
    const res = await fetch(`${url}/app/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(manifest);
  });

  it('declares a GET share target on the wishlists share page, with url, text and title', () => {
    expect(manifest).toMatchObject({ start_url: '/app/', scope: '/app/', display: 'standalone' });
    expect(manifest.share_target).toEqual({
      action: '/app/wishlists/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('opens the app at the share target with what a phone shares', async () => {
    const res = await fetch(`${url}/app/wishlists/share?title=Gigoteuse&text=${encodeURIComponent('Regarde https://shop.example/g')}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('has its icons here (no CDN), each of the type and size it declares, 192 and 512 pixels among them', async () => {
    const sizes: string[] = [];
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      expect(icon.src).toMatch(/^\/app\/icons\//);
      const res = await fetch(url + icon.src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
      const body = Buffer.from(await res.arrayBuffer());
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(body)).toEqual({ png: 'PNG', width, height });
      } else {
        expect(body.toString()).toMatch(/^<svg /);
      }
      sizes.push(icon.sizes);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
