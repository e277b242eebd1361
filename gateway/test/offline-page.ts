import { afterAll, beforeAll } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from './harness.js';

export interface OfflinePage {
  page: Page;
  /** Every URL the page requested, in order, whatever became of it. */
  requests: string[];
  /** Console errors and uncaught exceptions (a Content-Security-Policy refusal is one). */
  errors: string[];
}

/**
 * A test server and Debian's Chromium (as the e2e tests use it) for the test file, started before
 * its tests and closed after: the explorers' tests, which hold "no request leaves the origin".
 */
export function serverAndBrowser() {
  const started = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [started.server, started.browser] = await Promise.all([
      startTestServer(),
      chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
      }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return started;
}

/** Opens `url`, recording every request and error of the page. */
export async function openPage(browser: Browser, url: string): Promise<OfflinePage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { page, requests, errors };
}

/** The requests that left `origin` (data: and blob: URLs never leave the page). */
export const offOrigin = (requests: string[], origin: string) =>
  requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));

/** Screenshots at 1280 and 390 px wide into SHOTS_DIR, when it is set (to look at them). */
export async function screenshots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png` });
}
