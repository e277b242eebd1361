// The measuring scripts (npm run longtasks, lighthouse, size) run under plain Node, not under
// Playwright's loader: a relative import without its extension resolves in the e2e tests and fails
// only there. Loading their modules in a plain Node process catches it before someone needs a measure.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('the modules of npm run longtasks load under plain Node', () => {
  const loaded = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const t = await import('./e2e/perf/first-tap.mjs'); const r = await import('./e2e/perf/remotes.mjs');
       console.log(typeof t.firstTapLatency, typeof r.askedPages);`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  assert.equal(loaded.trim(), 'function function');
});
