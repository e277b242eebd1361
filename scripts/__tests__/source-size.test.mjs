// No source file of a workspace is over 300 lines: past that a file holds more than one concern
// (split it by concern, as the gateway's services are). Source is the code of every workspace of
// package.json, its tests aside (`__tests__/`, `*.test.*`, `*.spec.*`, gateway/test/) and its
// generated files aside (the GraphQL codegen's output, the ORM's migrations).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const MAX_LINES = 300;
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;

const CODE = /\.[cm]?[jt]sx?$/;
const TESTS = [/(^|\/)__tests__\//, /\.(test|spec)\.[cm]?[jt]sx?$/, /^gateway\/test\//];
const GENERATED = [/^graphql\/src\/generated\//, /^gateway\/src\/migrations\//];

/** The workspaces' files, committed or not (git's ignore rules leave out node_modules, builds and reports). */
function workspaceFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...WORKSPACES], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // a file deleted but not yet staged is still listed
  return out.split('\0').filter((file) => file && existsSync(path.join(ROOT, file)));
}

/** Whether `file` (a path from the repository root) is a workspace's own, hand-written, non-test code. */
function isSource(file) {
  return CODE.test(file) && !TESTS.some((re) => re.test(file)) && !GENERATED.some((re) => re.test(file));
}

const linesOf = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

test('the rule tells source from tests and generated code', () => {
  assert.equal(isSource('gateway/src/modules/wishlists/wishlist.service.ts'), true);
  assert.equal(isSource('mf-admin/src/App.tsx'), true);
  assert.equal(isSource('gateway/src/modules/wishlists/__tests__/fixtures.ts'), false);
  assert.equal(isSource('e2e/wishlists.spec.ts'), false);
  assert.equal(isSource('graphql/src/generated/wishlists.ts'), false);
  assert.equal(isSource('mf-admin/src/admin.css'), false);
});

test(`no source file of a workspace is over ${MAX_LINES} lines`, () => {
  const files = workspaceFiles().filter(isSource);
  assert.ok(files.length > 100, `only ${files.length} source files found: is this a git checkout?`);
  const long = files
    .map((file) => ({ file, lines: linesOf(readFileSync(path.join(ROOT, file), 'utf8')) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  assert.deepEqual(long, []);
});
