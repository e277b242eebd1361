// `npm run bench`: autocannon against GET /api/auth/me, the GraphQL `me` query and a bare route
// (/healthz, the floor: same process, no auth, no database) at 50 connections.
import 'reflect-metadata';
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { startServer } from '../src/server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const log = pino({ level: 'silent' });

const pg = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dir: path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-bench-')), 'postgres'),
      persistent: false,
      log,
    });
const serverUrl = process.env.DATABASE_URL ?? pg!.url;
await ensureDatabase(serverUrl, 'cigogne_bench');
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  BCRYPT_COST: '10',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-bench-data-')),
});
const server = await startServer(config, databaseUrlFor(serverUrl, 'cigogne_bench'), log);

const email = `bench.${Date.now()}@example.fr`;
const post = (route: string, body: unknown) =>
  fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (r) => r.json(),
  );
await post('/api/auth/register', { email, password: 'Bench2026x', firstName: 'Banc', lastName: "D'essai" });
const { token } = (await post('/api/auth/login', { email, password: 'Bench2026x' })) as { token: string };
const auth = { authorization: `Bearer ${token}` };

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const failures = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(26)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests, ${failures} failures)`,
  );
  return result;
}

console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}, ${os.cpus().length} cores\n`);
const floor = await measure('GET /healthz (floor)', { url: `${server.url}/healthz` });
const rest = await measure('GET /api/auth/me', { url: `${server.url}/api/auth/me`, headers: auth });
const gql = await measure('POST /graphql { me }', {
  url: `${server.url}/graphql`,
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ me { id email firstName lastName isAdmin } }' }),
});
console.log(
  `\nratio to floor: REST me ${(rest.requests.average / floor.requests.average).toFixed(2)}, GraphQL me ${(gql.requests.average / floor.requests.average).toFixed(2)}`,
);

await server.close();
await pg?.stop();
