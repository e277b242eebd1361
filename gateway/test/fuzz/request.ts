import fc from 'fast-check';
import { FUZZ_RUNS, FUZZ_SEED, POLLUTED } from './arbitraries.js';
import { RAW_BODIES, type RawBody } from './raw-bodies.js';
import type { RawRequest } from './world.js';

/** A request body: a JSON value (typed or hostile) or one of the named raw attacks. */
export type FuzzBody = { json: unknown } | { raw: keyof typeof RAW_BODIES } | { none: true };

export const bodyArbitrary = (json: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    { weight: 6, arbitrary: json.map((value) => ({ json: value })) },
    { weight: 3, arbitrary: fc.constantFrom(...Object.keys(RAW_BODIES)).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant({ none: true as const }) },
  );

/** The method, headers and bytes of `body` as a client would send them. */
export function encode(method: string, url: string, headers: Record<string, string>, body: FuzzBody): RawRequest & { stream?: boolean } {
  if ('none' in body) return { method, url, headers };
  if ('json' in body)
    return { method, url, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body.json) ?? 'null' };
  const raw: RawBody = RAW_BODIES[body.raw]();
  const all: Record<string, string> = { ...headers };
  if (raw.contentType !== '') all['content-type'] = raw.contentType ?? 'application/json';
  if (raw.encoding && raw.encoding !== 'chunked') all['content-encoding'] = raw.encoding;
  return { method, url, headers: all, body: raw.body, stream: raw.encoding === 'chunked' };
}

/** fast-check's settings for every fuzz property: the run count from FUZZ_RUNS, the seed from FUZZ_SEED. */
export const fuzzParameters = (runs = FUZZ_RUNS): fc.Parameters<unknown> => ({
  numRuns: runs,
  seed: FUZZ_SEED,
  // one case at a time is a few HTTP requests: shrinking a failure must not take minutes
  endOnFailure: false,
  interruptAfterTimeLimit: 120_000,
  markInterruptAsFailure: false,
});

/** Object.prototype must come out of the run as it went in. */
export function pollution(): string[] {
  const found: string[] = [];
  if (({} as Record<string, unknown>)[POLLUTED] !== undefined) found.push(`Object.prototype.${POLLUTED}`);
  for (const key of Object.getOwnPropertyNames(Object.prototype)) if (!BASELINE.has(key)) found.push(`Object.prototype.${key}`);
  if (({} as Record<string, unknown>).isAdmin !== undefined) found.push('Object.prototype.isAdmin');
  return found;
}
const BASELINE = new Set(Object.getOwnPropertyNames(Object.prototype));

/** FUZZ_STATS=1 prints, per route or operation, how many answers each status class had. */
const TALLY = new Map<string, Record<string, number>>();
export function tally(key: string, status: number): void {
  if (!process.env.FUZZ_STATS) return;
  const row = TALLY.get(key) ?? {};
  const cls = status < 300 ? '2xx' : String(status);
  row[cls] = (row[cls] ?? 0) + 1;
  TALLY.set(key, row);
}
export function printTally(): void {
  if (!process.env.FUZZ_STATS) return;
  const lines = [...TALLY].map(
    ([key, row]) =>
      `${key.padEnd(60)} ${Object.entries(row)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}`,
  );
  process.stdout.write(`\n${lines.join('\n')}\n`);
}
