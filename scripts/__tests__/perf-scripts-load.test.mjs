// The measuring scripts (npm run longtasks, lighthouse, size) run under plain Node, not under
// Playwright's loader: a relative import without its extension resolves in the e2e tests and fails
// only there. Loading their modules here catches it before someone needs a measure.
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('the modules of npm run longtasks load under plain Node', async () => {
  const firstTap = await import('../../e2e/perf/first-tap.mjs');
  assert.equal(typeof firstTap.firstTapLatency, 'function');
  const remotes = await import('../../e2e/perf/remotes.mjs');
  assert.equal(typeof remotes.askedPages, 'function');
});
