import { expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = path.resolve(import.meta.dirname, '..', '..');
const json = (file: string) => JSON.parse(readFileSync(path.join(here, file), 'utf8'));

// DTOs are read with Object.hasOwn (a PATCH changes only the fields it names). With define semantics
// (tsc's default for ES2022+ targets) every declared field is an own property even when absent, so a
// PATCH of one field cleared the others in the built server while these tests, compiled by swc
// without them, passed. The build (tsc), dev (@swc-node/register) and the tests (jest.config.mjs)
// must compile class fields and decorators the same way: all three take them from tsconfig.json.
it('compiles class fields without define semantics, and legacy decorators with metadata, from tsconfig.json alone', async () => {
  const { compilerOptions } = json('tsconfig.json');
  expect(compilerOptions).toMatchObject({ useDefineForClassFields: false, experimentalDecorators: true, emitDecoratorMetadata: true });

  const jest = (await import(pathToFileURL(path.join(here, 'jest.config.mjs')).href)).default;
  const [, swc] = jest.transform['^.+\\.ts$'];
  expect(swc.swcrc).toBe(false);
  expect(swc.jsc.parser.decorators).toBe(true);
  expect(swc.jsc.transform).toMatchObject({ useDefineForClassFields: false, legacyDecorator: true, decoratorMetadata: true });
  // no second definition that dev or the tests might read instead (@swc-node/register reads tsconfig.json)
  expect(existsSync(path.join(here, '.swcrc'))).toBe(false);
});
