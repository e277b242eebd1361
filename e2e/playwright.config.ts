// Browser tests: Debian's Chromium (no browser download) against `npm start`'s server
// (`node scripts/start.mjs`: builds what is stale, then the gateway on an embedded PostgreSQL),
// on a free port and a fresh data directory. E2E_URL=http://... tests an already running product.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

// The config is evaluated again in each worker: the port and data dir chosen by the runner are
// passed down through the environment, which the workers inherit.
if (!process.env.E2E_URL) {
  const port = execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
  ])
    .toString()
    .trim();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'cigogne-e2e-'));
  process.env.E2E_PORT = port;
  process.env.E2E_URL = `http://localhost:${port}`;
  process.env.E2E_OWN_SERVER = '1';
  // the remotes registry the gateway rereads when it changes (tests/remote-origin.e2e.ts writes it)
  process.env.E2E_REMOTES_FILE = path.join(process.env.E2E_DATA_DIR, 'remotes.json');
}
const url = process.env.E2E_URL;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  // one browser at a time: 2 cores, and the tests share one server
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/results.json' }]],
  use: {
    baseURL: url,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: process.env.E2E_OWN_SERVER
    ? {
        command: 'node scripts/start.mjs',
        cwd: ROOT,
        url: `${url}/readyz`,
        env: {
          PORT: process.env.E2E_PORT!,
          DATA_DIR: process.env.E2E_DATA_DIR!,
          LOG_LEVEL: 'warn',
          PUBLIC_URL: url!,
          // the add-item dialog reads product pages from a shop on 127.0.0.1 (support/shop.ts); never in production
          ANALYSE_ALLOW_PRIVATE: 'true',
          // the webhooks journey posts to a receiver on 127.0.0.1 (tests/account-webhooks.e2e.ts); never in production
          WEBHOOKS_ALLOW_PRIVATE: 'true',
          // server renders are checked for what they show, not timed: four browsers share 2 cores here
          SSR_BUDGET_MS: '3000',
          // every browser is 127.0.0.1: the per-client limits would cut parallel tests short (their own gateway tests set them low)
          SSR_RENDERS_PER_CLIENT: '100000',
          RESERVE_LIMIT_PER_IP: '100000',
          MAIL_LIMIT_PER_RECIPIENT_PER_DAY: '100000',
          ERROR_LOG_MAX_PER_MINUTE: '100000',
          REGISTER_LIMIT_PER_IP: '100000',
          REMOTES_FILE: process.env.E2E_REMOTES_FILE!,
        },
        reuseExistingServer: false,
        // the first run builds every frontend
        timeout: 5 * 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        // SIGTERM: the gateway finishes requests, closes the ORM and stops its PostgreSQL
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      }
    : undefined,
});
