import { chromium, type Browser, type Page } from 'playwright-core';

export interface OfflinePage {
  page: Page;
  /** Every URL the page requested, in order, whatever became of it. */
  requests: string[];
  /** Console errors and uncaught exceptions (a Content-Security-Policy refusal is one). */
  errors: string[];
}

/**
 * Debian's Chromium (as the e2e tests use it) opening `url`, recording every request and error:
 * what the explorers' tests hold against "no request leaves the origin". Close `browser` after.
 */
export async function openPage(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<OfflinePage> {
  const page = await browser.newPage({ viewport });
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

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  });
