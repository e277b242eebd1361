import { expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { VALIDATION_MESSAGES, printMessages } from '../../common/messages.js';
import { REPO_ROOT } from '../../config.js';
import { printGatewaySchema } from '../print-schema.js';

const committed = (name: string) => readFileSync(path.join(REPO_ROOT, 'graphql', name), 'utf8');

it('graphql/schema.graphql is the schema the gateway serves (run `npm run schema:emit -w gateway` after a change)', async () => {
  expect(committed('schema.graphql')).toBe(await printGatewaySchema());
});

it('graphql/messages.json lists the error types and message keys the gateway answers (run `npm run schema:emit -w gateway`)', () => {
  expect(committed('messages.json')).toBe(printMessages());
});

/** Every .ts file under dir, tests excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sources(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

it('every validation.* key written in the gateway is in VALIDATION_MESSAGES', () => {
  const used = new Set(
    sources(path.join(REPO_ROOT, 'gateway', 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`](validation\.[A-Za-z]+)['"`]/g)].map((m) => m[1]),
    ),
  );
  expect(used.size).toBeGreaterThan(10);
  expect([...used].filter((key) => !(VALIDATION_MESSAGES as readonly string[]).includes(key)).sort()).toEqual([]);
});
