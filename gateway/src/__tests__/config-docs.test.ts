import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** Every variable config.ts reads: the names it passes to its readers, and each remote's MF_<NAME>_URL. */
function variablesRead(): string[] {
  const source = read('gateway/src/config.ts');
  const named = [...source.matchAll(/env(?:, |\.)'?([A-Z][A-Z0-9_]+)'?/g)].map((m) => m[1]);
  const features: { name: string }[] = JSON.parse(read('remote-contract/features.json'));
  return [...new Set([...named, ...features.map((f) => `MF_${f.name.toUpperCase()}_URL`)])].sort();
}

it('documents every variable the gateway reads in .env.example, and lists none it does not read', () => {
  const example = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
  const readByConfig = variablesRead();
  expect(readByConfig.length).toBeGreaterThan(40);
  expect(readByConfig.filter((v) => !example.includes(v))).toEqual([]);
  expect(example.filter((v) => !readByConfig.includes(v))).toEqual([]);
});

it('explains the job queue variables in docs/operations.md', () => {
  const operations = read('docs/operations.md');
  for (const variable of ['WORKERS', 'MAIL_RETRY_HOURS', 'ANSWER_EMAIL_RETENTION_DAYS', 'PURGE_INTERVAL_MINUTES', 'SMTP_URL'])
    expect(operations).toContain(`\`${variable}\``);
});
