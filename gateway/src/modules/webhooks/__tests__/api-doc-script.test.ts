import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../config.js';
import { signUp, startTestServer, type TestServer } from '../../../../test/harness.js';
import { eventually, freePort } from '../../mail/__tests__/smtp-peer.js';

/** The Node script of docs/api.md#the-signature, as the doc shows it: the one `js` block of the Webhooks section. */
function scriptOfTheDoc(): string {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## Webhooks\n')).split(/\n## /)[1];
  const blocks = [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(blocks).toHaveLength(1);
  return blocks[0];
}

let server: TestServer;
let receiver: ChildProcess;
let port: number;
let output = '';

beforeAll(async () => {
  server = await startTestServer({ WORKERS: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  receiver?.kill();
  await server.close();
});

it("verifies real signed deliveries with the doc's 20-line script, and refuses forged or replayed ones", async () => {
  const script = scriptOfTheDoc();
  expect(script.trimEnd().split('\n').length).toBeLessThanOrEqual(20);
  const owner = await signUp(server);
  port = await freePort();
  // the secret is known once the endpoint exists: register it first, then start the receiver with it
  const created = await server.api('POST', '/webhooks', {
    token: owner.token,
    body: { url: `http://127.0.0.1:${port}/`, events: ['answer.created'] },
  });
  const secret: string = created.body.secret;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-doc-')), 'verify-webhook.mjs');
  writeFileSync(file, script);
  receiver = spawn(process.execPath, [file], { env: { PATH: process.env.PATH, WEBHOOK_SECRET: secret, PORT: String(port) } });
  receiver.stdout!.on('data', (d) => (output += d));
  receiver.stderr!.on('data', (d) => (output += d));
  await eventually(
    () =>
      fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' }).then(
        (r) => r.status,
        () => 0,
      ),
    (status) => status === 400,
  );

  const tested = await server.api('POST', `/webhooks/${created.body.id}/test`, { token: owner.token });
  const [row] = await eventually(
    () => server.sql(`select status, last_status_code from webhook_deliveries where id = $1`, [tested.body.id]),
    (rows) => rows[0]?.status === 'succeeded',
  );
  expect(row).toEqual({ status: 'succeeded', last_status_code: 204 });
  expect(output).toContain('verified ping');

  // the same script refuses a body signed with another secret, and a genuine signature too old
  const post = (body: string, t: number, key: string) =>
    fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body,
      headers: { 'cigogne-signature': `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}` },
    }).then((r) => r.status);
  const now = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ id: 'x', type: 'ping', createdAt: new Date().toISOString(), data: {} });
  expect(await post(body, now, secret)).toBe(204);
  expect(await post(body, now, 'whsec_forged')).toBe(400);
  expect(await post(body, now - 3600, secret)).toBe(400);
});
