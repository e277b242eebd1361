import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, loadConfig, REMOTES, REPO_ROOT, remoteUrlVariable } from '../config.js';

/**
 * gateway/src/config.ts is the source of the environment variables: CONFIG_VARIABLES must be
 * exactly what loadConfig reads, and docs/operations.md's configuration table and .env.example must
 * list exactly those.
 */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Names loadConfig reads in its source: env.X, env['X'] and the helpers' (env, 'X') calls. */
function variablesInSource(source: string): string[] {
  const names = new Set<string>();
  for (const pattern of [
    /\benv\.([A-Z][A-Z0-9_]*)\b/g,
    /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /\b\w+\(env, ['"]([A-Z][A-Z0-9_]*)['"]/g,
    /\bprocess\.env\.([A-Z][A-Z0-9_]*)\b/g,
  ]) {
    for (const match of source.matchAll(pattern)) names.add(match[1]!);
  }
  return sorted(names);
}

/** Names loadConfig reads when it runs (names built at run time included, such as MF_<NAME>_URL). */
function variablesReadAtRunTime(): string[] {
  const names = new Set<string>();
  // an external database and a given secret: nothing is written to DATA_DIR
  const env: Record<string, string | undefined> = { DATABASE_URL: 'postgresql://localhost/cigogne', JWT_SECRET: 'x'.repeat(32) };
  const recorder = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string') names.add(key);
      return target[key as string];
    },
  });
  loadConfig(recorder);
  return sorted(names);
}

/** The variable names of the first column of the table under `## Configuration`. */
function documentedVariables(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('docs/operations.md has no "## Configuration" section');
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_<>]*)` \|/gm)].map((match) => match[1]!);
}

/** Each `NAME=` line of an env file (comments aside). */
function exampleVariables(envFile: string): string[] {
  return [...envFile.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

/** A documented name stands for these variables: `MF_<NAME>_URL` for one per remote of the registry. */
function expand(documented: string): string[] {
  if (documented === 'MF_<NAME>_URL') return REMOTES.map(remoteUrlVariable);
  return [documented];
}

const listed = sorted(CONFIG_VARIABLES);

describe('the configuration variables', () => {
  it('CONFIG_VARIABLES lists each variable once', () => {
    expect(CONFIG_VARIABLES.length).toBe(listed.length);
  });

  it('are exactly what loadConfig reads (in its source, its readers of config/ included, and when it runs)', () => {
    const readers = readdirSync(path.join(REPO_ROOT, 'gateway/src/config')).filter((file) => file.endsWith('.ts'));
    const source = ['gateway/src/config.ts', ...readers.map((file) => `gateway/src/config/${file}`)].flatMap((file) =>
      variablesInSource(read(file)),
    );
    expect(sorted([...source, ...variablesReadAtRunTime()])).toEqual(listed);
  });

  it('include every variable another gateway source file reads from process.env', () => {
    const files = readdirSync(path.join(REPO_ROOT, 'gateway', 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.split(path.sep).includes('__tests__'),
    );
    const found = files.flatMap((file) => variablesInSource(readFileSync(path.join(REPO_ROOT, 'gateway', 'src', file), 'utf8')));
    // OpenTelemetry's standard variables belong to its SDK: documented under docs/operations.md#traces instead
    const otel = found.filter((name) => name.startsWith('OTEL_'));
    expect(sorted(found).filter((name) => !listed.includes(name) && !otel.includes(name))).toEqual([]);
    const traces =
      read('docs/operations.md')
        .split(/^## /m)
        .find((part) => part.startsWith('Traces\n')) ?? '';
    expect(otel.filter((name) => !traces.includes(`\`${name}\``))).toEqual([]);
  });

  it("are the rows of docs/operations.md's configuration table, no more, no less", () => {
    const documented = documentedVariables(read('docs/operations.md'));
    expect(documented.length).toBe(new Set(documented).size);
    expect(sorted(documented.flatMap(expand))).toEqual(listed);
  });

  it('are the lines of .env.example, no more, no less', () => {
    const example = exampleVariables(read('.env.example'));
    expect(example.length).toBe(new Set(example).size);
    expect(sorted(example)).toEqual(listed);
  });
});
