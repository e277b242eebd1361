// The build inputs (lib.mjs) of each real frontend hold every file of the repository its build
// configuration loads or points rspack at: the config's modules (rspack.config.ts, the tooling,
// the feature registry), and the loaders, runtime plugins and templates the resolved configuration
// names, with what they load in turn. A file read by the build but missing from the inputs would
// leave a stale build after it changed (the federation runtime plugin once was).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { buildInputs, ROOT } from '../lib.mjs';

/**
 * Run in a child process per frontend (a fresh module cache): records every file Node resolves
 * while the frontend's rspack.config.ts is imported and called for production, dev and ssr, then
 * while each file the configurations name is loaded. Prints the repository's files among them.
 */
const READS = `
import { registerHooks } from 'node:module';
import { createRequire } from 'node:module';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
const [root, ws] = process.argv.slice(1);
const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    if (result.url.startsWith('file:')) seen.add(fileURLToPath(result.url));
    return result;
  },
});
const ours = (file) => typeof file === 'string' && file.startsWith(root + '/') && !file.includes('/node_modules/') && existsSync(file) && statSync(file).isFile();
const named = new Set();
const walk = (value, depth = 0) => {
  if (depth > 12 || value === null) return;
  if (ours(value)) named.add(value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, depth + 1));
  else if (typeof value === 'object') for (const v of Object.values(value)) walk(v, depth + 1);
};
process.chdir(root + '/' + ws);
const config = (await import(pathToFileURL(root + '/' + ws + '/rspack.config.ts').href)).default;
for (const [env, argv] of [[{ RSPACK_BUILD: true }, { mode: 'production' }], [{ RSPACK_SERVE: true }, { mode: 'development' }], [{ ssr: true }, {}]]) {
  try { walk(config(env, argv)); } catch (err) { if (!env.ssr) throw err; }
}
const require = createRequire(import.meta.url);
for (const file of named) {
  seen.add(file);
  if (/\\.(c|m)?js$/.test(file)) /\\.cjs$/.test(file) ? require(file) : await import(pathToFileURL(file).href);
}
console.log(JSON.stringify([...seen].filter(ours)));
`;

for (const ws of ['shell', 'mf-admin', 'mf-predictions', 'mf-wishlists', 'mf-timelines']) {
  test(`${ws}: every repository file its build configuration loads or names is a build input`, () => {
    const reads = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', READS, ROOT, ws], { cwd: ROOT, encoding: 'utf8' }),
    );
    const rel = (file) => path.relative(ROOT, file);
    // the configuration's own modules are there (a sanity check of the recording)
    assert.ok(reads.map(rel).includes(`${ws}/rspack.config.ts`), 'rspack.config.ts recorded');
    assert.ok(
      reads.some((f) => f.endsWith('precompile-messages-loader.cjs')),
      'the loaders it names recorded',
    );
    const inputs = new Set(buildInputs(ws));
    assert.deepEqual(reads.filter((file) => !inputs.has(file)).map(rel), []);
  });
}
