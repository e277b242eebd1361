import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..', '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(here, file), 'utf8'));

// DTOs are read with Object.hasOwn (a PATCH changes only the fields it names). With define semantics
// (tsc's default for ES2022+ targets) every declared field is an own property even when absent, so a
// PATCH of one field cleared the others in the built server while these tests, compiled by swc
// without them, passed. The build, dev (.swcrc) and tests must compile class fields the same way.
it('compiles class fields without define semantics in the build, as in dev and the tests', () => {
  expect(json('tsconfig.json').compilerOptions.useDefineForClassFields).toBe(false);
  expect(json('.swcrc').jsc.transform.useDefineForClassFields).toBe(false);
  expect(readFileSync(path.join(here, 'jest.config.mjs'), 'utf8')).toMatch(/useDefineForClassFields: false/);
});
