// `npm start` rebuilds a workspace exactly when an input of its build changed: a fake repository
// in a temp dir (root package.json and lock, the build tooling, ui and a frontend) is stamped as
// built, then each kind of input is edited in turn; and which workspaces `npm start` and `npm run worker` build.
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { buildOrder, markBuilt, needsBuild } from '../lib.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'cigogne-build-inputs-'));
after(() => rmSync(root, { recursive: true, force: true }));

function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const WORKSPACES = ['gateway', 'tooling', 'ui', 'shell'];
const SHELL = {
  name: '@x/shell',
  scripts: { build: 'rspack' },
  dependencies: { '@x/ui': '0.1.0' },
  devDependencies: { '@x/tooling': '0.1.0' },
};
write('package.json', JSON.stringify({ workspaces: WORKSPACES }));
write('package-lock.json', '{"lockfileVersion":3}\n');
write('tsconfig.base.json', '{}\n');
write('tooling/package.json', JSON.stringify({ name: '@x/tooling', bin: { 'x-compress': 'src/compress.mjs' } }));
write('tooling/src/frontend.ts', 'export const base = 1;\n');
write('tooling/src/compress.mjs', '// compress\n');
write('tooling/src/runtime/plugin.cjs', 'module.exports = () => ({});\n');
write('tooling/__tests__/frontend.test.mjs', '// a test\n');
write('gateway/package.json', JSON.stringify({ name: '@x/gateway', scripts: { build: 'tsc' } }));
write('gateway/tsconfig.build.json', '{}\n');
write('gateway/src/main.ts', 'export {};\n');
write('ui/package.json', JSON.stringify({ name: '@x/ui' }));
write('ui/src/button.tsx', 'export const Button = 1;\n');
write('shell/package.json', JSON.stringify(SHELL));
write('shell/rspack.config.ts', 'export default {};\n');
write('shell/index.html', '<html></html>\n');
write('shell/src/index.ts', 'import("./bootstrap");\n');
write('shell/src/__tests__/app.test.tsx', 'test("x", () => {});\n');

/** Builds as start.mjs does: a dist, then the stamp. */
function build(ws) {
  mkdirSync(path.join(root, ws, 'dist'), { recursive: true });
  markBuilt(ws, undefined, root);
}

describe('needsBuild', () => {
  beforeEach(() => {
    build('gateway');
    build('shell');
  });

  test('a workspace never built (no dist, or a dist without stamp) needs a build', () => {
    write('fresh/package.json', JSON.stringify({ name: '@x/fresh', scripts: { build: 'x' } }));
    write('package.json', JSON.stringify({ workspaces: [...WORKSPACES, 'fresh'] }));
    try {
      assert.equal(needsBuild('fresh', root), true);
      mkdirSync(path.join(root, 'fresh', 'dist'));
      assert.equal(needsBuild('fresh', root), true);
    } finally {
      write('package.json', JSON.stringify({ workspaces: WORKSPACES }));
    }
  });

  test('an unchanged tree does not rebuild, even when file times move', () => {
    const later = new Date(Date.now() + 60_000);
    for (const f of ['package-lock.json', 'shell/src/index.ts', 'ui/src/button.tsx', 'gateway/src/main.ts'])
      utimesSync(path.join(root, f), later, later);
    assert.equal(needsBuild('shell', root), false);
    assert.equal(needsBuild('gateway', root), false);
  });

  test('a changed lock file rebuilds every workspace', () => {
    appendFileSync(path.join(root, 'package-lock.json'), '\n');
    assert.equal(needsBuild('shell', root), true);
    assert.equal(needsBuild('gateway', root), true);
  });

  test('a changed root package.json rebuilds', () => {
    write('package.json', JSON.stringify({ workspaces: WORKSPACES, overrides: {} }));
    assert.equal(needsBuild('shell', root), true);
  });

  test('a changed config of the workspace rebuilds it and only it', () => {
    appendFileSync(path.join(root, 'shell/rspack.config.ts'), '// new option\n');
    assert.equal(needsBuild('shell', root), true);
    assert.equal(needsBuild('gateway', root), false);
    build('shell');
    appendFileSync(path.join(root, 'gateway/tsconfig.build.json'), '\n');
    assert.equal(needsBuild('gateway', root), true);
    assert.equal(needsBuild('shell', root), false);
  });

  test('a changed package.json of the workspace rebuilds it', () => {
    write('shell/package.json', JSON.stringify({ ...SHELL, scripts: { build: 'rspack --x' } }));
    assert.equal(needsBuild('shell', root), true);
  });

  test('any file of the build tooling the frontend depends on rebuilds it, not the gateway; its tests do not', () => {
    for (const file of ['tooling/src/frontend.ts', 'tooling/src/compress.mjs', 'tooling/src/runtime/plugin.cjs', 'tooling/package.json']) {
      appendFileSync(path.join(root, file), '\n');
      assert.equal(needsBuild('shell', root), true, file);
      assert.equal(needsBuild('gateway', root), false, file);
      build('shell');
    }
    write('tooling/src/loaders/new-loader.cjs', 'module.exports = (s) => s;\n');
    assert.equal(needsBuild('shell', root), true, 'a new loader');
    build('shell');
    appendFileSync(path.join(root, 'tooling/__tests__/frontend.test.mjs'), '// more\n');
    assert.equal(needsBuild('shell', root), false);
  });

  test('a source of a workspace it depends on (ui) rebuilds the frontend', () => {
    appendFileSync(path.join(root, 'ui/src/button.tsx'), 'export const Other = 2;\n');
    assert.equal(needsBuild('shell', root), true);
    assert.equal(needsBuild('gateway', root), false);
  });

  test('a new or removed source file rebuilds; a changed test file does not', () => {
    write('shell/src/new.ts', 'export {};\n');
    assert.equal(needsBuild('shell', root), true);
    build('shell');
    rmSync(path.join(root, 'shell/src/new.ts'));
    assert.equal(needsBuild('shell', root), true);
    build('shell');
    appendFileSync(path.join(root, 'shell/src/__tests__/app.test.tsx'), '// more\n');
    assert.equal(needsBuild('shell', root), false);
  });

  test('a frontend whose build makes a server bundle (--env ssr) rebuilds when dist-ssr is missing, not when it is there', () => {
    const pkg = JSON.stringify({ ...SHELL, scripts: { build: 'rspack && rspack --env ssr' } });
    write('shell/package.json', pkg);
    try {
      build('shell');
      assert.equal(needsBuild('shell', root), true);
      write('shell/dist-ssr/index.cjs', 'module.exports = {};\n');
      assert.equal(needsBuild('shell', root), false);
      // the server bundle is an output, not an input
      write('shell/dist-ssr/index.cjs', 'module.exports = { changed: true };\n');
      assert.equal(needsBuild('shell', root), false);
    } finally {
      rmSync(path.join(root, 'shell/dist-ssr'), { recursive: true, force: true });
      write('shell/package.json', JSON.stringify(SHELL));
    }
  });
});

describe('buildOrder', () => {
  test('npm start builds every workspace with a build; npm run worker only the gateway and what it depends on', () => {
    assert.deepEqual(buildOrder(undefined, root), ['gateway', 'shell']);
    assert.deepEqual(buildOrder(['gateway'], root), ['gateway']);
    // the shell's workspace dependency (ui) has no build of its own: nothing more to build
    assert.deepEqual(buildOrder(['shell'], root), ['shell']);
  });

  test('a workspace dependency with a build is built with, and before, the target', () => {
    write('package.json', JSON.stringify({ workspaces: ['graphql', 'gateway', 'ui', 'shell'] }));
    write('graphql/package.json', JSON.stringify({ name: '@x/graphql', scripts: { build: 'tsc' } }));
    write(
      'gateway/package.json',
      JSON.stringify({ name: '@x/gateway', scripts: { build: 'tsc' }, dependencies: { '@x/graphql': '0.1.0' } }),
    );
    try {
      assert.deepEqual(buildOrder(['gateway'], root), ['graphql', 'gateway']);
    } finally {
      write('package.json', JSON.stringify({ workspaces: ['gateway', 'ui', 'shell'] }));
      write('gateway/package.json', JSON.stringify({ name: '@x/gateway', scripts: { build: 'tsc' } }));
      rmSync(path.join(root, 'graphql'), { recursive: true, force: true });
    }
  });
});
