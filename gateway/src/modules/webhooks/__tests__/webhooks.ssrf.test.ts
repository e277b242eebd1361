import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../config.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually } from '../../mail/__tests__/smtp-peer.js';
import { startReceiver } from './receiver.js';

// without WEBHOOKS_ALLOW_PRIVATE, as in production
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: 'true' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

it('takes https addresses only', async () => {
  const owner = await signUp(server);
  const res = await server.api('POST', '/webhooks', { token: owner.token, body: { url: receiver.url, events: ['answer.created'] } });
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual([{ path: 'url', message: 'validation.url' }]);
});

it.each([
  ['loopback', 'https://127.0.0.1:{port}/hooks'],
  ['a private network', 'https://10.1.2.3/hooks'],
  ['IPv6 loopback', 'https://[::1]:{port}/hooks'],
  ['link-local (cloud metadata)', 'https://169.254.169.254/latest'],
  ['a name resolving to loopback', 'https://localhost:{port}/hooks'],
])('refuses to deliver to %s, checked as the address resolves at delivery time', async (_label, template) => {
  const owner = await signUp(server);
  const port = new URL(receiver.url).port;
  const created = await server.api('POST', '/webhooks', {
    token: owner.token,
    body: { url: template.replace('{port}', port), events: ['answer.created'] },
  });
  expect(created.status).toBe(201);
  const tested = await server.api('POST', `/webhooks/${created.body.id}/test`, { token: owner.token });
  const [row] = await eventually(
    () => server.sql(`select status, attempts, last_error, last_status_code from webhook_deliveries where id = $1`, [tested.body.id]),
    (rows) => rows[0]?.attempts >= 1,
  );
  expect(row).toEqual({ status: 'retrying', attempts: 1, last_error: 'refused', last_status_code: null });
  expect(receiver.received).toEqual([]);
});

it('refuses WEBHOOKS_ALLOW_PRIVATE with NODE_ENV=production: the gateway does not start', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cigogne-config-'));
  expect(loadConfig({ DATA_DIR: dataDir }).webhooks.allowPrivate).toBe(false);
  expect(loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
  expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
  expect(() => loadConfig({ DATA_DIR: dataDir, WEBHOOK_SECRET_KEY: 'short' })).toThrow(/^WEBHOOK_SECRET_KEY/);
  const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        JWT_SECRET: 'x'.repeat(40),
      },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  expect(run.code).not.toBe(0);
  expect(run.stderr).toContain('WEBHOOKS_ALLOW_PRIVATE must not be set with NODE_ENV=production');
}, 60_000);
