// `npm test`: every suite of the repository (gateway integration, frontend components, browser
// end-to-end), then one line `N passed, N failed` counting every test that ran.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { features, ROOT, requireNode, run } from './lib.mjs';

requireNode();

/**
 * Each suite: a workspace whose `test` script runs jest; its results come back as jest JSON.
 * The remotes are the features of remote-contract/features.json (`mf-<name>`; one not built yet is skipped below).
 */
const SUITES = ['gateway', 'graphql', 'ui', 'shell', ...features().map((f) => `mf-${f.name}`), 'e2e'];
const only = process.argv.slice(2);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cigogne-results-'));
let passed = 0;
let failed = 0;
const problems = [];

for (const ws of SUITES.filter((s) => !only.length || only.includes(s))) {
  const pkgFile = path.join(ROOT, ws, 'package.json');
  if (!existsSync(pkgFile) || !JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.test) continue;
  console.log(`\n=== ${ws} ===`);
  const out = path.join(tmp, `${ws}.json`);
  const code = await run('npm', ['test', '-w', ws, '--', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const result = JSON.parse(readFileSync(out, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    // a suite that could not even start (syntax, setup) has no failed test but did fail
    if (result.numRuntimeErrorTestSuites > 0) problems.push(`${ws}: ${result.numRuntimeErrorTestSuites} test file(s) could not run`);
  } else {
    problems.push(`${ws}: no results (exit ${code})`);
  }
  if (code !== 0 && !problems.some((p) => p.startsWith(ws))) problems.push(`${ws}: exit ${code}`);
}

// TypeScript: the frontends are compiled by swc, which does not check types; each `typecheck`
// script counts as one test.
for (const ws of SUITES.filter((s) => !only.length || only.includes(s))) {
  const pkgFile = path.join(ROOT, ws, 'package.json');
  if (!existsSync(pkgFile) || !JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.typecheck) continue;
  console.log(`\n=== typecheck ${ws} ===`);
  if ((await run('npm', ['run', 'typecheck', '-w', ws])) === 0) passed += 1;
  else {
    failed += 1;
    problems.push(`typecheck ${ws}`);
  }
}

for (const p of problems) console.error(`FAILED ${p}`);
// a suite that failed without a failed test (could not start) still counts as one failure
const summary = `${passed} passed, ${Math.max(failed, problems.length)} failed`;
writeFileSync(path.join(ROOT, '.test-summary'), summary + '\n');
console.log(`\n${summary}`);
process.exit(failed || problems.length ? 1 : 0);
