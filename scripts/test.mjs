// `npm test`: every suite of the repository (gateway integration, frontend components, the scripts'
// and the build tooling's own tests, browser end-to-end), the typechecks, ESLint and Prettier, then one line
// `N passed, N failed` counting every test that ran.
// `node scripts/test.mjs e2e lint` runs only the named suites (workspaces, `scripts`, `tooling`, `lint`, `format`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FEATURES } from '@cigogne/remote-contract/registry.mjs';
import { buildMissing, ROOT, requireNode, run } from './lib.mjs';

requireNode();

/**
 * Jest workspaces: their `test` script takes --json --outputFile. The remotes are the features of
 * remote-contract/features.json (`mf-<name>`; one not built yet is skipped below).
 */
const JEST = ['gateway', 'graphql', 'ui', 'shell', ...FEATURES.map((f) => `mf-${f.name}`)];
/** Playwright workspace: its JSON reporter writes where E2E_JSON_REPORT says. */
const PLAYWRIGHT = ['e2e'];
/** Suites of node's test runner: the scripts' own tests, and the build tooling's (a workspace). */
const NODE_TESTS = { scripts: 'scripts/__tests__/*.test.mjs', tooling: 'tooling/__tests__/*.test.mjs' };
const WORKSPACES = [...JEST, ...PLAYWRIGHT, 'tooling'];
const only = process.argv.slice(2);
const selected = (name) => !only.length || only.includes(name);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cigogne-results-'));
let passed = 0;
let failed = 0;
const problems = [];

const scriptOf = (ws, script) => {
  const pkgFile = path.join(ROOT, ws, 'package.json');
  return existsSync(pkgFile) && JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.[script];
};
/** Adds a suite's counts; a suite that failed without a failed test (could not start) is a problem. */
function count(name, code, result) {
  if (!result) problems.push(`${name}: no results (exit ${code})`);
  else {
    passed += result.passed;
    failed += result.failed;
    if (result.problem) problems.push(`${name}: ${result.problem}`);
  }
  if (code !== 0 && !problems.some((p) => p.startsWith(`${name}:`)) && !result?.failed) problems.push(`${name}: exit ${code}`);
}

// the gateway's server-rendering tests load the built app (e2e builds it too, through npm start)
if (selected('gateway')) {
  const code = await buildMissing();
  if (code !== 0) problems.push(`build: exit ${code}`);
}

// the gateway's REST tests record every /api answer here (gateway/test/api-contract.ts) for the contract check below
const apiAnswers = path.join(tmp, 'api-answers');
for (const ws of JEST.filter((s) => selected(s) && scriptOf(s, 'test'))) {
  console.log(`\n=== ${ws} ===`);
  const out = path.join(tmp, `${ws}.json`);
  const env = { ...process.env, ...(ws === 'gateway' && { CIGOGNE_API_RECORD_DIR: apiAnswers }) };
  const code = await run('npm', ['test', '-w', ws, '--', '--json', `--outputFile=${out}`], { env });
  const json = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  count(
    ws,
    code,
    json && {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      problem: json.numRuntimeErrorTestSuites > 0 ? `${json.numRuntimeErrorTestSuites} test file(s) could not run` : null,
    },
  );
}

/** Runs a command with its output (stdout and stderr, in order) kept: resolves with its exit code and that output. */
function runCaptured(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT, ...options });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

/** A command that passes or fails as a whole counts as one test. */
function oneTest(name, cmd, args, options = {}) {
  return { name, cmd, args, options };
}

// the commands that pass or fail as a whole: read-only, so they may run beside the browser suite
const checks = [];
// the OpenAPI contract: every answer the REST tests got, held against GET /api/openapi.json's document
if (selected('gateway'))
  checks.push(
    oneTest('api contract', process.execPath, ['--import', '@swc-node/register/esm-register', 'test/check-api-contract.ts', apiAnswers], {
      cwd: path.join(ROOT, 'gateway'),
    }),
  );
// TypeScript: the frontends are compiled by swc, which does not check types.
for (const ws of WORKSPACES.filter((s) => selected(s) && scriptOf(s, 'typecheck')))
  checks.push(oneTest(`typecheck ${ws}`, 'npm', ['run', 'typecheck', '-w', ws]));
if (selected('lint')) checks.push(oneTest('eslint', 'npm', ['run', 'lint']));
if (selected('format')) checks.push(oneTest('prettier', 'npx', ['prettier', '--check', '.']));

/**
 * Runs the checks one after the other. `quiet`: their output is kept and printed by `report`
 * (they run beside the browser suite, whose output comes first); otherwise it is printed as it comes.
 */
function runChecks(quiet) {
  const outputs = [];
  const done = (async () => {
    for (const check of checks) {
      const { code, output } = quiet
        ? await runCaptured(check.cmd, check.args, check.options)
        : (console.log(`\n=== ${check.name} ===`), { code: await run(check.cmd, check.args, check.options), output: '' });
      outputs.push({ check, code, output });
    }
  })();
  return async function report() {
    await done;
    for (const { check, code, output } of outputs) {
      if (quiet) process.stdout.write(`\n=== ${check.name} ===\n${output}`);
      if (code === 0) passed += 1;
      else {
        failed += 1;
        problems.push(check.name);
      }
    }
  };
}

// the static checks run beside the browser suite, which mostly waits on its browser: the two
// cores are shared instead of one idling
const browser = PLAYWRIGHT.filter((s) => selected(s) && scriptOf(s, 'test'));
const reportChecks = runChecks(browser.length > 0);
for (const ws of browser) {
  console.log(`\n=== ${ws} (Playwright) ===`);
  const out = path.join(tmp, `${ws}.json`);
  const code = await run('npm', ['test', '-w', ws], { env: { ...process.env, E2E_JSON_REPORT: out } });
  const json = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  // expected = passed, unexpected = failed, flaky = passed on a retry (counted as failed: it must be fixed)
  count(
    ws,
    code,
    json && {
      passed: json.stats.expected,
      failed: json.stats.unexpected + json.stats.flaky,
      problem: json.errors?.length ? `${json.errors.length} error(s) outside tests (server start, config)` : null,
    },
  );
}

await reportChecks();

// node's test runner: TAP to a file for the counts, spec on the screen.
for (const [name, files] of Object.entries(NODE_TESTS).filter(([name]) => selected(name))) {
  console.log(`\n=== ${name} ===`);
  const out = path.join(tmp, `${name}.tap`);
  const code = await run(process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${out}`,
    files,
  ]);
  const tap = existsSync(out) ? readFileSync(out, 'utf8') : '';
  const stat = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? NaN);
  count(name, code, tap ? { passed: stat('pass'), failed: stat('fail') + stat('cancelled') } : null);
}

for (const p of problems) console.error(`FAILED ${p}`);
const summary = `${passed} passed, ${Math.max(failed, problems.length)} failed`;
writeFileSync(path.join(ROOT, '.test-summary'), summary + '\n');
console.log(`\n${summary}`);
process.exit(failed || problems.length ? 1 : 0);
