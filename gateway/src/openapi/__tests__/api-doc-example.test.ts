import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../config.js';
import { signUp, startTestServer, type TestServer } from '../../../test/harness.js';

/** The curl script of docs/api.md#a-complete-example-with-curl, as the doc shows it. */
function exampleOfTheDoc(): string {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## A complete example with curl\n')).split(/\n## /)[1];
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(blocks).toHaveLength(1);
  return blocks[0];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("runs the doc's integrator example as written (curl and jq): a token minted, a public list with its item, its cost", async () => {
  await signUp(server, { email: 'camille@example.fr', password: 'Cigogne2026' });
  // only the host changes: the doc's own lines run, so a renamed route or field breaks this test
  const script = exampleOfTheDoc().replace(/^HOST=.*$/m, `HOST=${server.url}`);
  const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], { timeout: 30_000 });
  // the item's answer (step 3), then the visitor's view (4), the GraphQL answer with its cost (5), the headers (6)
  expect(stdout).toContain('"title":"Poussette"');
  const visitor = stdout.slice(stdout.indexOf('"Liste de Jade"') - 20);
  expect(visitor).toContain('"isReserved": false');
  expect(stdout).toMatch(/"requestedQueryCost": \d+/);
  expect(stdout).toMatch(/"currentlyAvailable": \d+/);
  expect(stdout.toLowerCase()).toMatch(/^ratelimit-limit: \d+/m);
  expect(stdout.toLowerCase()).toMatch(/^ratelimit-remaining: \d+/m);
  const tokens = await server.sql(`select name, scopes from api_tokens`);
  expect(tokens).toEqual([{ name: 'Tableau de bord', scopes: ['read', 'write'] }]);
});
