import { expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';

/** deploy/prometheus-rules.yml is what docs/operations.md tells operators to load: promtool must accept it. */
it('promtool check rules accepts the alert rules', () => {
  const check = spawnSync(process.env.PROMTOOL_BIN ?? 'promtool', ['check', 'rules', path.join(REPO_ROOT, 'deploy/prometheus-rules.yml')], {
    encoding: 'utf8',
  });
  expect(check.error).toBeUndefined();
  expect(`${check.stdout}${check.stderr}`).toMatch(/SUCCESS: \d+ rules found/);
  expect(check.status).toBe(0);
});
