// The crowd groups of `npm run bench`: the API while a guest page is loaded, and the
// mixed soak of guest routes. Each load generator is its own process.
import { runLoad, type LoadResult } from './load-runner.js';
import { LOOP_TURN_MS, longestTurnDuring } from './loop-turns.js';
import { median, target, type Request } from './targets.js';

interface Route {
  title: string;
  request: Request;
}

/** What the API must keep while 50 connections load a guest page. */
const KEEP_SHARE = 0.5;
const KEEP_P99_MS = 200;

/**
 * Each of `apis` alone, then while `page` is loaded, `rounds` times in turn (the API has the same
 * connections both times): the API must keep KEEP_SHARE of its throughput alone, with p99 ≤
 * KEEP_P99_MS. The page's load starts first and ends after the API's.
 */
export async function apiUnderPageLoad(
  apis: Route[],
  page: Route,
  { connections, seconds, rounds, settle }: { connections: number; seconds: number; rounds: number; settle: () => Promise<void> },
): Promise<void> {
  const alone = apis.map(() => [] as LoadResult[]);
  const loaded = apis.map(() => [] as LoadResult[]);
  let pageRate = 0;
  let longestTurnMs = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [i, api] of apis.entries()) {
      alone[i].push(await runLoad({ ...api.request, connections, duration: seconds }));
      await settle();
      const crowd = runLoad({ ...page.request, connections, duration: seconds + 2 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const under = await longestTurnDuring(() => runLoad({ ...api.request, connections, duration: seconds }));
      loaded[i].push(under.result);
      longestTurnMs = Math.max(longestTurnMs, under.longestTurnMs);
      pageRate += (await crowd).requestsPerSecond / (rounds * apis.length);
      await settle();
    }
  }
  console.log(
    `\n${page.title} loaded by ${connections} connections (${pageRate.toFixed(0)} req/s) while each API route is loaded by ${connections} more`,
  );
  console.log(`${'route'.padEnd(40)} ${'alone'.padStart(7)} ${'p99'.padStart(8)} ${'loaded'.padStart(7)} ${'p99'.padStart(8)}  failed`);
  for (const [i, { title }] of apis.entries()) {
    const rate = (results: LoadResult[]) => results.reduce((n, r) => n + r.requestsPerSecond, 0) / results.length;
    const p99 = (results: LoadResult[]) => median(results.map((r) => r.p99));
    const failed = loaded[i].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    console.log(
      `${title.padEnd(40)} ${rate(alone[i]).toFixed(0).padStart(7)} ${`${p99(alone[i])} ms`.padStart(8)} ${rate(loaded[i]).toFixed(0).padStart(7)} ${`${p99(loaded[i])} ms`.padStart(8)}  ${failed}`,
    );
    const ratio = median(loaded[i].map((r, round) => r.requestsPerSecond / Math.max(alone[i][round].requestsPerSecond, 1)));
    target(
      `${title} while ${connections} connections load ${page.title}: ≥ ${KEEP_SHARE} × alone, p99 ≤ ${KEEP_P99_MS} ms`,
      ratio >= KEEP_SHARE && p99(loaded[i]) <= KEEP_P99_MS && failed === 0,
      `${ratio.toFixed(2)} × alone (median of ${rounds} rounds), p99 ${p99(loaded[i])} ms, ${failed} failed`,
    );
  }
  target(
    `no request holds the event loop over ${LOOP_TURN_MS} ms while ${page.title} and the API are loaded`,
    longestTurnMs <= LOOP_TURN_MS,
    `longest turn ${longestTurnMs} ms`,
  );
}

/**
 * `connections` connections for `seconds` over `routes` at once (shared evenly, each route its own
 * load generator): not one timeout, error or 5xx. `fallbacks` reads the plain-page count.
 */
export async function soak(
  routes: Route[],
  { connections, seconds, fallbacks }: { connections: number; seconds: number; fallbacks: () => number },
) {
  const each = Math.max(1, Math.floor(connections / routes.length));
  const before = fallbacks();
  const { result: results, longestTurnMs } = await longestTurnDuring(() =>
    Promise.all(routes.map(({ request }) => runLoad({ ...request, connections: each, duration: seconds }))),
  );
  const plain = fallbacks() - before;
  console.log(`\nmixed soak: ${each * routes.length} connections for ${seconds} s, ${each} on each route at once`);
  console.log(`${'route'.padEnd(40)} ${'req/s'.padStart(7)} ${'p99'.padStart(8)}  timeouts  errors  5xx  non-2xx`);
  for (const [i, { title }] of routes.entries()) {
    const r = results[i];
    console.log(
      `${title.padEnd(40)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${`${r.p99} ms`.padStart(8)}  ${String(r.timeouts).padStart(8)}  ${String(r.errors).padStart(6)}  ${String(r.status5xx).padStart(3)}  ${String(r.non2xx).padStart(7)}`,
    );
  }
  console.log(`plain-page fallbacks during the soak: ${plain}; longest event-loop turn ${longestTurnMs} ms`);
  const sum = (key: 'timeouts' | 'errors' | 'status5xx') => results.reduce((n, r) => n + r[key], 0);
  target(
    `mixed soak, ${each * routes.length} connections for ${seconds} s: 0 timeouts, 0 errors, 0 5xx`,
    sum('timeouts') + sum('errors') + sum('status5xx') === 0,
    `${sum('timeouts')} timeouts, ${sum('errors')} errors, ${sum('status5xx')} 5xx`,
  );
  target(`mixed soak: no event-loop turn over ${LOOP_TURN_MS} ms`, longestTurnMs <= LOOP_TURN_MS, `longest turn ${longestTurnMs} ms`);
}
