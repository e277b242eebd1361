import { expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, folderGraph, mutualImports, subgraph, valueImports } from '../../test/folder-graph.js';

// import-x/no-cycle holds file by file; a cycle of folders (a module's file importing another's,
// which imports back through other files) it cannot see
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isModule = (folder: string) => folder.startsWith('modules/');

it('no cycle between module folders: a module that needs another is listed after it and never used by it', () => {
  const graph = folderGraph(src);
  expect(graph.size).toBeGreaterThan(10);
  expect(cycles(subgraph(graph, isModule))).toEqual([]);
});

it('no two folders of the gateway import each other (graphql and http, the queue and the modules with tasks)', () => {
  expect(mutualImports(folderGraph(src))).toEqual([]);
});

it('finds a cycle through several folders, and counts value imports only', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'folder-cycles-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('modules/a/a.service.ts', `import { b } from '../b/index.js';\nexport const a = b;\n`);
    write('modules/b/index.ts', `export { b } from './b.service.js';\n`);
    write('modules/b/b.service.ts', `import { c } from '../c/c.service.js';\nexport const b = c;\n`);
    write('modules/c/c.service.ts', `import type { A } from '../a/a.types.js';\nexport const c = 1 as unknown as A;\n`);
    write('modules/a/a.types.ts', `export type A = number;\n`);
    expect(cycles(folderGraph(dir))).toEqual([]);
    write('modules/c/c.service.ts', `import { a } from '../a/a.service.js';\nexport const c = a;\n`);
    expect(cycles(folderGraph(dir))).toEqual([['modules/a', 'modules/b', 'modules/c']]);
    expect(mutualImports(folderGraph(dir))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('tells value imports from type-only ones', () => {
  const text = [
    `import type { A } from './a.js';`,
    `import { type B, type C } from './b.js';`,
    `import { type D, e } from './d.js';`,
    `import './side-effect.js';`,
    `export { f } from './f.js';`,
    `export type { G } from './g.js';`,
    `import pg from 'pg';`,
  ].join('\n');
  expect(valueImports(text)).toEqual(['./d.js', './side-effect.js', './f.js']);
});
