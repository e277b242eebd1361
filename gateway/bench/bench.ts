// `npm run bench`: load figures of the gateway on a throw-away embedded PostgreSQL (or
// DATABASE_URL). The load generator (autocannon) runs in its own process; every route is compared
// with two floors measured in the same run: /healthz (HTTP, no database) and a bare pg route doing
// the same single-row primary-key SELECT as `me` (the database floor). Every route also shows the
// SQL statements one request sends (counted at the pg driver); a public wishlist must cost as many
// for 50 items as for 5.
// `npm run bench` runs it compiled by tsc (dist-bench/): the JavaScript production runs, without the
// TypeScript loader's hooks, which Apollo's per-request `require('crypto')` would otherwise pay.
// BENCH_SECONDS (default 10), BENCH_ROUNDS (default 5), BENCH_CONNECTIONS (default 50) and BENCH_ONLY tune a run.
import os from 'node:os';
import pg from 'pg';
import { startBenchGateway } from './bench-gateway.js';
import { startDbFloor } from './db-floor.js';
import { countQueries } from '../test/query-counter.js';
import { seedPublicWishlist } from '../test/seed-wishlist.js';
import { runLoad, type LoadOptions, type LoadResult } from './load-runner.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
/**
 * Each route's BENCH_SECONDS are run in this many slices, taken in turn with every other route's:
 * on a shared machine the load from elsewhere then weighs on the floors and the routes alike, so
 * their ratios hold even when it changes during the run.
 */
const ROUNDS = Math.max(1, Math.min(Number(process.env.BENCH_ROUNDS ?? 5), Math.floor(DURATION)));
/** BENCH_ONLY: a regular expression; only the routes whose title matches run (the floors always do). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
/** What issue 6 asks of `me`: at least half the database floor. */
const ME_TARGET = 0.5;

const { server, databaseUrl, token, user, stop } = await startBenchGateway('bench', {
  // answers under load all come from this one address and one prediction: the limits must not cut the run short
  ANSWER_LIMIT_PER_IP: '100000',
  ANSWER_LIMIT_PER_PREDICTION: '100000',
});
const dbFloor = await startDbFloor(databaseUrl, 10);

const auth = { authorization: `Bearer ${token}` };

type Request = Omit<LoadOptions, 'connections' | 'duration'>;

interface Row {
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
}

/** One request as `fetch` sends it; fails the bench when it does not answer 2xx, or answers GraphQL errors. */
async function once({ url, method = 'GET', headers, body }: Request): Promise<void> {
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  if (!res.ok || (JSON.parse(text) as { errors?: unknown }).errors) throw new Error(`${method} ${url}: ${res.status} ${text}`);
}

/**
 * Waits until this process is idle (under 10% of a core for 100 ms): the requests a slice left in
 * flight (up to BENCH_CONNECTIONS slow ones) must not be counted in the next route's CPU time.
 */
async function settle(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const cpu = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const used = process.cpuUsage(cpu);
    if (used.user + used.system < 10_000) return;
  }
}

/** Warms every route up, then loads them in turn, ROUNDS slices each, and sums each route's slices. */
async function measureAll(routes: { title: string; request: Request; queries: number }[]): Promise<Row[]> {
  for (const { request } of routes) {
    await runLoad({ ...request, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
    await settle();
  }
  const slices = routes.map(() => [] as { result: LoadResult; cpuMicros: number }[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { request }] of routes.entries()) {
      const cpu = process.cpuUsage();
      const result = await runLoad({ ...request, connections: CONNECTIONS, duration: DURATION / ROUNDS });
      const used = process.cpuUsage(cpu);
      slices[i].push({ result, cpuMicros: used.user + used.system });
      await settle();
    }
  }
  return routes.map(({ title, queries }, i) => {
    const total = slices[i].reduce((n, s) => n + s.result.total, 0);
    const failures = slices[i].reduce((n, s) => n + s.result.non2xx + s.result.errors + s.result.timeouts, 0);
    if (failures) console.error(`warning: ${title}: ${failures} failed requests of ${total}`);
    const p99s = slices[i].map((s) => s.result.p99).sort((a, b) => a - b);
    return {
      title,
      requestsPerSecond: slices[i].reduce((n, s) => n + s.result.requestsPerSecond, 0) / slices[i].length,
      p99: p99s[Math.floor(p99s.length / 2)],
      cpuMicros: slices[i].reduce((n, s) => n + s.cpuMicros, 0) / Math.max(total, 1),
      queries,
      rounds: slices[i].map((s) => s.result.requestsPerSecond),
    };
  });
}

const graphql = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Request => ({
  url: `${server.url}/graphql`,
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});
const WISHLIST_QUERY = `query Wishlist($id: ID!) { wishlist(id: $id) { id title isMine itemCount items { id title price category isReserved reservedBy { name message isAnonymous } reservedAt } } }`;

// public wishlists of the bench user, read by a visitor (no token): 5 items for the query count, 50 under load
const seeder = new pg.Client({ connectionString: databaseUrl });
await seeder.connect();
const sql = async (text: string, params: unknown[]) => (await seeder.query(text, params)).rows;
const wishlist = { 5: await seedPublicWishlist(sql, user.id, 5), 50: await seedPublicWishlist(sql, user.id, 50) };

// issue 10: the admin error-log page over 100 000 rows (the bench user is made an operator)
await sql('update users set is_admin = true where id = $1', [user.id]);
await sql(
  `insert into api_error_logs (id, url, method, status, version, error, date, referrer, os, device, browser)
   select gen_random_uuid(), '/api/x/' || i, 'GET', (array[400, 401, 404, 422, 429, 500])[1 + i % 6], '1.0.0', '{"message":"x"}',
          now() - make_interval(secs => i), '{}', '{}', '{}', '{}'
   from generate_series(1, $1::int) i`,
  [100_000],
);
await sql('analyze api_error_logs', []);

// issue 9: guests answering one public prediction, and the owner's stats over 10 000 answers
const PREDICTION_FORM = {
  firstName: 'Gabriel',
  gender: 'boy',
  dueDate: '2027-03-14T00:00:00.000Z',
  visibility: 'public',
  themeColor: 'blue',
  guessBirthDate: true,
  guessBirthTime: true,
  guessBirthMoment: false,
  guessWeight: true,
  guessSize: true,
  guessEyeColor: true,
  guessHairColor: true,
  revealGender: true,
  revealFirstName: true,
};
const createPrediction = async () => {
  const res = await fetch(`${server.url}/api/predictions`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(PREDICTION_FORM),
  });
  if (res.status !== 201) throw new Error(`POST /api/predictions: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
};
const answered = await createPrediction();
const counted = await createPrediction();
await sql(
  `insert into prediction_answers (id, created_at, prediction_id, user_name, gender, birth_date, birth_time, weight_grams, size_mm, eye_color, hair_color)
   select gen_random_uuid(), now() - make_interval(secs => i), $1, 'Invité ' || i, (array['boy', 'girl'])[1 + i % 2],
          '2027-03-01'::timestamptz + make_interval(days => i % 30), lpad((i % 24)::text, 2, '0') || ':' || lpad((i % 60)::text, 2, '0'),
          2500 + i % 2000, 450 + i % 120, (array['blue', 'green', 'brown'])[1 + i % 3], (array['blonde', 'chestnut', 'brown', 'red'])[1 + i % 4]
   from generate_series(1, $2::int) i`,
  [counted, 10_000],
);
await sql('update predictions set answer_count = $2 where id = $1', [counted, 10_000]);
await sql('analyze prediction_answers', []);
await seeder.end();
const ANSWER = {
  userName: 'Tante Lucie',
  gender: 'girl',
  birthDate: '2027-03-12T00:00:00.000Z',
  birthTime: '08:30',
  weight: 3.4,
  size: 50,
  eyeColor: 'blue',
  hairColor: 'brown',
};
const wishlistRest = (items: 5 | 50): Request => ({ url: `${server.url}/api/wishlists/${wishlist[items]}` });
const wishlistGraphql = (items: 5 | 50) => graphql(WISHLIST_QUERY, { id: wishlist[items] });

console.log(
  `autocannon in its own process, ${CONNECTIONS} connections, ${DURATION} s a route in ${ROUNDS} slices, the routes taken in turn, after ${WARM_UP_SECONDS} s of warm-up; Node ${process.version}, ${os.cpus().length} cores\n`,
);
const floors = { http: { url: `${server.url}/healthz` }, sql: { url: `${dbFloor.url}/users/${user.id}` } };
/** The routes measured against the floors; `target`: held to ME_TARGET × the DB floor. */
const routes: { title: string; request: Request; target?: boolean }[] = [
  { title: 'GET /api/auth/me', request: { url: `${server.url}/api/auth/me`, headers: auth }, target: true },
  { title: 'POST /graphql { me }', request: graphql('{ me { id email firstName lastName isAdmin } }', {}, auth), target: true },
  { title: 'GET /api/wishlists/{id} (50 items)', request: wishlistRest(50) },
  { title: 'POST /graphql { wishlist } (50 items)', request: wishlistGraphql(50) },
  {
    title: 'POST /api/predictions/{id}/answers',
    request: {
      url: `${server.url}/api/predictions/${answered}/answers`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ANSWER),
    },
  },
  {
    title: 'GET /api/predictions/{id}/stats (10 000 answers)',
    request: { url: `${server.url}/api/predictions/${counted}/stats`, headers: auth },
  },
  {
    title: 'GET /api/admin/logs/error/api (100 000 rows)',
    request: { url: `${server.url}/api/admin/logs/error/api?status=404&page=50`, headers: auth },
  },
];
const selected = routes.filter(({ title }) => !ONLY || ONLY.test(title));
const queriesOf = { http: await countQueries(() => once(floors.http)), sql: await countQueries(() => once(floors.sql)) };
const routeQueries: number[] = [];
for (const { request } of selected) routeQueries.push(await countQueries(() => once(request)));
// issue 8: reading a wishlist costs a fixed number of queries, never one per item
const perItem: { name: string; five: number; fifty: number }[] = [];
for (const [name, request] of [
  ['GET /api/wishlists/{id}', wishlistRest],
  ['POST /graphql { wishlist }', wishlistGraphql],
] as const) {
  perItem.push({ name, five: await countQueries(() => once(request(5))), fifty: await countQueries(() => once(request(50))) });
}

const rows = await measureAll([
  { title: 'GET /healthz (HTTP floor)', request: floors.http, queries: queriesOf.http },
  { title: 'bare pg SELECT (DB floor)', request: floors.sql, queries: queriesOf.sql },
  ...selected.map(({ title, request }, i) => ({ title, request, queries: routeQueries[i] })),
]);
const [httpFloor, sqlFloor] = rows;
const targeted = rows.filter((row) => selected.find((r) => r.title === row.title)?.target);

const ratio = (row: Row, floor: Row) => (row.requestsPerSecond / floor.requestsPerSecond).toFixed(2);
const width = Math.max(...rows.map((r) => r.title.length));
console.log(`${'route'.padEnd(width)} ${'req/s'.padStart(7)} ${'p99'.padStart(8)}  ×HTTP floor  ×DB floor  CPU/request  SQL/request`);
for (const row of rows) {
  console.log(
    `${row.title.padEnd(width)} ${row.requestsPerSecond.toFixed(0).padStart(7)} ${`${row.p99} ms`.padStart(8)}  ${ratio(row, httpFloor).padStart(11)}  ${ratio(row, sqlFloor).padStart(9)}  ${`${row.cpuMicros.toFixed(0)} µs`.padStart(11)}  ${String(row.queries).padStart(11)}`,
  );
}
// held to the target by the median of its per-round ratios: a route and the floor loaded in the same
// round met the same load from elsewhere on the machine, and one disturbed round does not decide
for (const row of targeted) {
  const perRound = row.rounds.map((rps, i) => rps / sqlFloor.rounds[i]).sort((a, b) => a - b);
  const middle = perRound.length >> 1;
  const median = perRound.length % 2 ? perRound[middle] : (perRound[middle - 1] + perRound[middle]) / 2;
  console.log(
    `${row.title}: ${median >= ME_TARGET ? 'meets' : 'misses'} the target of ${ME_TARGET} × the DB floor ` +
      `(median of ${perRound.length} rounds ${median.toFixed(2)}, ${perRound[0].toFixed(2)}–${perRound.at(-1)!.toFixed(2)})`,
  );
}
for (const { name, five, fifty } of perItem) {
  console.log(
    `${name}: ${five} SQL queries for 5 items, ${fifty} for 50 (${five === fifty ? 'the same' : 'NOT the same: a query per item'})`,
  );
}

// one request at a time: what the owner waits for on the stats page, and the operator on the error log
for (const { title, url } of [
  { title: 'stats of 10 000 answers', url: `${server.url}/api/predictions/${counted}/stats` },
  { title: 'error-log page of 100 000 rows', url: `${server.url}/api/admin/logs/error/api?status=404&page=50` },
]) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await once({ url, headers: auth });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${title}, one request at a time: median ${times[15].toFixed(1)} ms, p99 ${times[29].toFixed(1)} ms (30 requests)`);
}

await dbFloor.close();
await stop();
if (perItem.some(({ five, fifty }) => five !== fifty)) process.exitCode = 1;
