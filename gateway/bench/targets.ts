import type { LoadOptions } from './load-runner.js';

/** One request as the load generator sends it. */
export type Request = Omit<LoadOptions, 'connections' | 'duration'>;

/** A route's figures over its measured slices (bench.ts measureAll). */
export interface Row {
  title: string;
  requestsPerSecond: number;
  /** The median of the slices' p99 latencies. */
  p99: number;
  /** CPU time of this process (gateway and floors) per request: robust to other load on the machine. */
  cpuMicros: number;
  /** SQL statements one request sends, counted at the pg driver (before any load). */
  queries: number;
  /** Requests/s of each round's slice, in round order. */
  rounds: number[];
  /** The longest event-loop turn of the gateway during its measured slices, ms. */
  longestTurnMs: number;
  /** Bytes received per answer (as sent: compressed when the request accepts it). */
  bytesPerAnswer: number;
  /** Plain pages sent instead of a server render during its measured slices (after the warm-up). */
  fallbacks: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Every target of the run, printed together at the end; the run's exit code does not depend on them. */
export const targets: { title: string; met: boolean; detail: string }[] = [];

export function target(title: string, met: boolean, detail: string): void {
  targets.push({ title, met, detail });
}

/**
 * `row` against `share` × `floor`, by the median of the per-round ratios: a route and its floor
 * loaded in the same round met the same load from elsewhere on the machine, and one disturbed
 * round does not decide. Returns the median.
 */
export function ratioTarget(row: Row, floor: Row, share: number, extra: { maxP99?: number; noFallbacks?: boolean } = {}): void {
  const perRound = row.rounds.map((rps, i) => rps / floor.rounds[i]).sort((a, b) => a - b);
  const ratio = median(perRound);
  let met = ratio >= share;
  let detail = `${ratio.toFixed(2)} × ${floor.title}, median of ${perRound.length} rounds, ${perRound[0].toFixed(2)}–${perRound.at(-1)!.toFixed(2)}`;
  if (extra.maxP99 !== undefined) {
    met &&= row.p99 <= extra.maxP99;
    detail += `; p99 ${row.p99} ms`;
  }
  if (extra.noFallbacks) {
    met &&= row.fallbacks === 0;
    detail += `; ${row.fallbacks} plain-page fallbacks`;
  }
  const wanted = [`≥ ${share} × the floor`, extra.maxP99 !== undefined && `p99 ≤ ${extra.maxP99} ms`, extra.noFallbacks && '0 fallbacks']
    .filter(Boolean)
    .join(', ');
  target(`${row.title}: ${wanted}`, met, detail);
}

export function printTargets(): void {
  console.log('\ntargets');
  for (const { title, met, detail } of targets) console.log(`${met ? 'met    ' : 'not met'}  ${title} (${detail})`);
}
