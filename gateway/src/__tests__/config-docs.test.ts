import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, loadConfig, REPO_ROOT } from '../config.js';
import { envExample, withConfigTable } from '../config/render-docs.js';

/**
 * gateway/src/config/variables.ts declares every environment variable once: loadConfig reads
 * exactly those, no other gateway file reads one of its own, and docs/operations.md's table and
 * .env.example are what `npm run config:docs -w gateway` generates from them.
 */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const listed = sorted(CONFIG_VARIABLES);

/** Names a source reads from the environment: env.X, env['X'] and process.env.X. */
function variablesInSource(source: string): string[] {
  const names = new Set<string>();
  for (const pattern of [/\benv\.([A-Z][A-Z0-9_]*)\b/g, /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g]) {
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

describe('the configuration variables', () => {
  it('are each declared once, and are exactly what loadConfig reads when it runs', () => {
    expect(CONFIG_VARIABLES.length).toBe(listed.length);
    expect(variablesReadAtRunTime()).toEqual(listed);
  });

  it('are the only ones a gateway source file reads from the environment', () => {
    const files = readdirSync(path.join(REPO_ROOT, 'gateway', 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.split(path.sep).includes('__tests__'),
    );
    const found = files.flatMap((file) => variablesInSource(readFileSync(path.join(REPO_ROOT, 'gateway', 'src', file), 'utf8')));
    // OpenTelemetry's standard variables belong to its SDK: documented under docs/operations.md#traces instead
    const otel = found.filter((name) => name.startsWith('OTEL_'));
    expect(found.filter((name) => !listed.includes(name) && !otel.includes(name))).toEqual([]);
    const traces =
      read('docs/operations.md')
        .split(/^## /m)
        .find((part) => part.startsWith('Traces\n')) ?? '';
    expect(otel.filter((name) => !traces.includes(`\`${name}\``))).toEqual([]);
  });

  it("docs/operations.md's configuration table is fresh (run `npm run config:docs -w gateway` after a change)", () => {
    const operations = read('docs/operations.md');
    expect(operations).toBe(withConfigTable(operations));
    for (const name of listed.filter((name) => !name.startsWith('MF_'))) expect(operations).toContain(`| \`${name}\` |`);
  });

  it('.env.example is fresh, one line per variable (run `npm run config:docs -w gateway` after a change)', () => {
    const example = read('.env.example');
    expect(example).toBe(envExample());
    expect(sorted([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))).toEqual(listed);
  });
});
