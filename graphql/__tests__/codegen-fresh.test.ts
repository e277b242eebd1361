import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const pkgDir = path.resolve(__dirname, '..');
const committedDir = path.join(pkgDir, 'src/generated');

/** Regenerates every feature module into a temp dir and compares it with what is committed. */
describe('generated hooks', () => {
  let outDir: string;

  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'cigogne-codegen-'));
    const cliPkg = createRequire(path.join(pkgDir, 'package.json')).resolve('@graphql-codegen/cli/package.json');
    const cli = path.join(path.dirname(cliPkg), 'esm/bin.js');
    execFileSync(process.execPath, [cli, '--config', 'codegen.ts', '--silent'], {
      cwd: pkgDir,
      env: { ...process.env, CODEGEN_OUT: outDir },
      stdio: 'pipe',
    });
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('has one generated module per operations folder, and no other', () => {
    expect(readdirSync(committedDir).sort()).toEqual(readdirSync(outDir).sort());
  });

  it('is up to date with graphql/operations and schema.graphql (run `npm run codegen`)', () => {
    for (const file of readdirSync(outDir)) {
      const fresh = readFileSync(path.join(outDir, file), 'utf8');
      const committed = readFileSync(path.join(committedDir, file), 'utf8');
      expect({ file, content: committed }).toEqual({ file, content: fresh });
    }
  });
});
