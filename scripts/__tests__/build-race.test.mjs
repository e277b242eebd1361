// Two `npm start` of one checkout at once, after a change: the builds take turns per workspace, the
// second finds the first's output, and a stamp only ever stands for a complete output. A fake
// repository in a temp dir whose one workspace's build waits for the test's go, so the two
// starts meet during the build whatever the machine's load.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BUILD_STAMP, buildMissing, needsBuild } from '../lib.mjs';

const LIB = fileURLToPath(new URL('../lib.mjs', import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), 'cigogne-build-race-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

// the build empties dist, writes chunks and their compressed copies, and the manifest last, as
// rspack and the compression step do; it logs its start and waits for the test's go file
const BUILD = `
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
appendFileSync('../builds.log', process.pid + '\\n');
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
writeFileSync('dist/1.js', 'one');
while (!existsSync('../go')) await sleep(50);
for (const n of [2, 3, 4]) { writeFileSync('dist/' + n + '.js', 'chunk ' + n); writeFileSync('dist/' + n + '.js.br', 'br'); }
writeFileSync('dist/mf-manifest.json', '{"remoteEntry":"2.js"}');
`;
write('package.json', JSON.stringify({ name: 'race', private: true, workspaces: ['remote'] }));
write('remote/package.json', JSON.stringify({ name: '@x/remote', scripts: { build: 'node build.mjs' } }));
write('remote/build.mjs', BUILD);
write('remote/src/index.ts', 'export const a = 1;\n');

const builds = () =>
  existsSync(path.join(root, 'builds.log')) ? readFileSync(path.join(root, 'builds.log'), 'utf8').trim().split('\n') : [];

/** A start's build step in a process of its own (scripts/start.mjs runs buildMissing() first). */
function start() {
  const child = spawn(
    process.execPath,
    ['-e', `import(${JSON.stringify(LIB)}).then((m) => m.buildMissing(undefined, ${JSON.stringify(root)})).then((c) => process.exit(c))`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

async function until(what, condition) {
  for (let i = 0; !condition(); i++) {
    assert.ok(i < 1200, `gave up waiting: ${what}`);
    await sleep(50);
  }
}

test('two starts at once after a change build the workspace once; the second waits, then serves the complete output', async () => {
  writeFileSync(path.join(root, 'remote/src/index.ts'), 'export const a = 2;\n');
  const [a, b] = [start(), start()];
  await until('a build starts', () => builds().length === 1);
  // the other start reached the workspace's lock while the build is under way
  await until('the second start waits', () => /Waiting for the build of remote/.test(a.output() + b.output()));
  assert.equal(needsBuild('remote', root), true, 'no stamp while the build runs');
  write('go', '');
  assert.deepEqual(await Promise.all([a.exited, b.exited]), [0, 0], a.output() + b.output());
  assert.equal(builds().length, 1, 'built once');
  assert.deepEqual(readdirSync(path.join(root, 'remote/dist')).sort(), [
    BUILD_STAMP,
    '1.js',
    '2.js',
    '2.js.br',
    '3.js',
    '3.js.br',
    '4.js',
    '4.js.br',
    'mf-manifest.json',
  ]);
  assert.equal(needsBuild('remote', root), false);
  rmSync(path.join(root, 'go'));
});

test('a dist left with its stamp and one compressed chunk is built again, not served', async () => {
  assert.equal(needsBuild('remote', root), false);
  for (const f of readdirSync(path.join(root, 'remote/dist')))
    if (f !== BUILD_STAMP && f !== '3.js.br') rmSync(path.join(root, 'remote/dist', f));
  assert.equal(needsBuild('remote', root), true);
  write('go', '');
  try {
    assert.equal(await buildMissing(undefined, root), 0);
  } finally {
    rmSync(path.join(root, 'go'));
  }
  assert.ok(existsSync(path.join(root, 'remote/dist/mf-manifest.json')));
  assert.equal(needsBuild('remote', root), false);
});

test('a start killed during its build leaves no stamp and no lock: the next start builds', async () => {
  writeFileSync(path.join(root, 'remote/src/index.ts'), 'export const a = 3;\n');
  const before = builds().length;
  const killed = start();
  await until('the build starts', () => builds().length === before + 1);
  killed.child.kill('SIGKILL');
  process.kill(Number(builds().at(-1)), 'SIGKILL');
  await killed.exited;
  assert.equal(needsBuild('remote', root), true);
  write('go', '');
  const next = start();
  assert.equal(await next.exited, 0, next.output());
  assert.doesNotMatch(next.output(), /Waiting/);
  assert.equal(needsBuild('remote', root), false);
});
