import 'reflect-metadata';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { launchChromium, openPage } from '../../../test/offline-page.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('GET /api/docs renders the reference of /api from this origin alone', async () => {
  const { page, requests, errors } = await openPage(browser, `${server.url}/api/docs`);
  await page.getByRole('heading', { name: 'Cigogne REST API' }).waitFor({ timeout: 30_000 });
  // the routes, grouped by their first path segment: the first group open, the others in the sidebar
  await page.getByText('Create an account').first().waitFor();
  for (const group of ['wishlists', 'predictions', 'timelines', 'admin']) await page.getByText(group, { exact: true }).first().waitFor();
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/api-docs-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/api-docs-390.png` });
  }
  const origin = new URL(server.url).origin;
  expect(requests.length).toBeGreaterThanOrEqual(3);
  expect(requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  expect(errors).toEqual([]);
}, 90_000);

it('only the reference page gets its own Content-Security-Policy', async () => {
  const docs = await server.api('GET', '/docs');
  expect(docs.headers.get('content-security-policy')).toContain("connect-src 'self'");
  expect(docs.headers.get('content-security-policy')).toContain("script-src 'self';");
  const other = await server.api('GET', '/wishlists/example');
  expect(other.headers.get('content-security-policy')).not.toBe(docs.headers.get('content-security-policy'));
});
