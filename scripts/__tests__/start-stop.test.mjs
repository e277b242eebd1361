// Ctrl-C on `npm start`, as a terminal sends it: SIGINT to the whole foreground process group.
// The gateway stops first, its embedded PostgreSQL after it, nothing is logged as an error, and
// the banner's "ready in" is the wall time from the command.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ROOT } from '../lib.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cigogne-start-stop-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

test(
  'Ctrl-C stops the gateway, then PostgreSQL, without an error line; "ready in" counts from the command',
  { timeout: 600_000 },
  async () => {
    const port = await freePort();
    const began = performance.now();
    // detached: a process group of its own, standing for the terminal's foreground group
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'false' },
    });
    let output = '';
    let readyAfter;
    const banner = new Promise((resolve) => {
      const read = (chunk) => {
        output += chunk;
        if (readyAfter === undefined && /Cigogne is ready in/.test(output)) {
          readyAfter = (performance.now() - began) / 1000;
          resolve();
        }
      };
      start.stdout.on('data', read);
      start.stderr.on('data', read);
    });
    const exited = new Promise((resolve) => start.on('exit', (code, signal) => resolve({ code, signal })));
    await Promise.race([banner, exited]);
    assert.ok(readyAfter !== undefined, `npm start ended before its banner:\n${output}`);
    const claimed = Number(output.match(/Cigogne is ready in ([\d.]+) s/)[1]);
    // the banner cannot claim less time than the gateway alone took, nor more than the test saw
    assert.ok(claimed <= readyAfter + 0.05, `"ready in ${claimed} s" but the banner came ${readyAfter} s after the command`);

    process.kill(-start.pid, 'SIGINT');
    assert.deepEqual(await exited, { code: 0, signal: null }, output);
    const lines = output.split('\n');
    const gatewayStopped = lines.findIndex((l) => l.includes('"msg":"gateway stopped"'));
    const postgresStopped = lines.findIndex((l) => l.includes('"msg":"embedded PostgreSQL stopped"'));
    assert.ok(gatewayStopped !== -1 && postgresStopped > gatewayStopped, `the gateway stops first, then PostgreSQL:\n${output}`);
    const errors = lines.filter((l) => /"level":(50|60)|\bERROR\b|FATAL|Error:|could not/.test(l));
    assert.deepEqual(errors, []);
  },
);
