import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import ts from 'typescript';

const GATEWAY = path.resolve(import.meta.dirname, '..');

/** How `npm run build` (tsc with tsconfig.build.json) compiles a class with an optional field. */
function builtClass(source: string): string {
  const file = path.join(GATEWAY, 'tsconfig.build.json');
  const { config } = ts.readConfigFile(file, (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, GATEWAY);
  return ts.transpileModule(source, { compilerOptions: options }).outputText;
}

describe('the built gateway compiles class fields as the tests do', () => {
  // Tests run through swc with useDefineForClassFields false. With the ES2023 target's default
  // (true), tsc made every declared DTO field an own property set to undefined, so a PATCH read
  // absent fields as sent: a theme colour change cleared the description, the date and the cover.
  it('declares no own property for a field the body did not give', () => {
    const out = builtClass('export class Patch { description?: string | null; cover?: string | null; }');
    expect(out).not.toMatch(/^\s*(description|cover);/m);
  });
});
