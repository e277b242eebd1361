// `npm run bench`: load figures of the gateway on a throw-away embedded PostgreSQL (or
// DATABASE_URL). The load generator (autocannon) runs in its own process; every route is compared
// with two floors measured in the same run: /healthz (HTTP, no database) and a bare pg route doing
// the same single-row primary-key SELECT as `me` (the database floor).
// BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50) and BENCH_ONLY tune a run.
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { startServer } from '../src/server.js';
import { startDbFloor } from './db-floor.js';
import { runLoad, type LoadOptions, type LoadResult } from './load-runner.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 2;
/** BENCH_ONLY: a regular expression; only the routes whose title matches run (the floors always do). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
/** What issue 6 asks of `me`: at least half the database floor. */
const ME_TARGET = 0.5;

const log = pino({ level: 'silent' });
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dir: path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-bench-')), 'postgres'),
      persistent: false,
      log,
    });
const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
const database = `cigogne_bench_${Date.now()}`;
await ensureDatabase(serverUrl, database);
const databaseUrl = databaseUrlFor(serverUrl, database);
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  BCRYPT_COST: '10',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-bench-data-')),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const server = await startServer(config, databaseUrl, log);
const dbFloor = await startDbFloor(databaseUrl, 10);

const post = (route: string, body: unknown) =>
  fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (r) => r.json(),
  );
const email = `bench.${Date.now()}@example.fr`;
await post('/api/auth/register', { email, password: 'Bench2026x', firstName: 'Banc', lastName: "D'essai" });
const { token, user } = (await post('/api/auth/login', { email, password: 'Bench2026x' })) as { token: string; user: { id: string } };
const auth = { authorization: `Bearer ${token}` };

interface Row {
  title: string;
  result: LoadResult;
  /** CPU time of this process (gateway and floors) per request: robust to other load on the machine. */
  cpuMicros: number;
}

async function measure(title: string, options: Omit<LoadOptions, 'connections' | 'duration'>): Promise<Row> {
  await runLoad({ ...options, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const cpu = process.cpuUsage();
  const result = await runLoad({ ...options, connections: CONNECTIONS, duration: DURATION });
  const used = process.cpuUsage(cpu);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures) console.error(`warning: ${title}: ${failures} failed requests of ${result.total}`);
  return { title, result, cpuMicros: (used.user + used.system) / Math.max(result.total, 1) };
}

console.log(
  `autocannon in its own process, ${CONNECTIONS} connections, ${DURATION} s each after ${WARM_UP_SECONDS} s of warm-up; Node ${process.version}, ${os.cpus().length} cores\n`,
);
const httpFloor = await measure('GET /healthz (HTTP floor)', { url: `${server.url}/healthz` });
const sqlFloor = await measure('bare pg SELECT (DB floor)', { url: `${dbFloor.url}/users/${user.id}` });
const routes: [string, Omit<LoadOptions, 'connections' | 'duration'>][] = [
  ['GET /api/auth/me', { url: `${server.url}/api/auth/me`, headers: auth }],
  [
    'POST /graphql { me }',
    {
      url: `${server.url}/graphql`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id email firstName lastName isAdmin } }' }),
    },
  ],
];
const rows = [httpFloor, sqlFloor];
for (const [title, options] of routes) if (!ONLY || ONLY.test(title)) rows.push(await measure(title, options));

const ratio = (row: Row, floor: Row) => (row.result.requestsPerSecond / floor.result.requestsPerSecond).toFixed(2);
console.log(`${'route'.padEnd(28)} ${'req/s'.padStart(7)} ${'p99'.padStart(8)}  ×HTTP floor  ×DB floor  CPU/request`);
for (const row of rows) {
  console.log(
    `${row.title.padEnd(28)} ${row.result.requestsPerSecond.toFixed(0).padStart(7)} ${`${row.result.p99} ms`.padStart(8)}  ${ratio(row, httpFloor).padStart(11)}  ${ratio(row, sqlFloor).padStart(9)}  ${`${row.cpuMicros.toFixed(0)} µs`.padStart(11)}`,
  );
}
for (const row of rows.slice(2)) {
  const r = row.result.requestsPerSecond / sqlFloor.result.requestsPerSecond;
  console.log(`${row.title}: ${r >= ME_TARGET ? 'meets' : 'misses'} the target of ${ME_TARGET} × the DB floor (${r.toFixed(2)})`);
}

await dbFloor.close();
await server.close();
await embedded?.stop();
