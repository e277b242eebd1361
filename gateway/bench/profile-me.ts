// Profiling aid (not part of `npm run bench`): starts the gateway like bench.ts, then loads `me` from
// a separate autocannon process and prints its CPU time per request.
// PROFILE_ROUTE: rest | healthz | floor (bench/db-floor.ts) | graphql (default graphql); PROFILE_QUERY: the GraphQL operation
// (default `me`); PROFILE_SECONDS (default 10); PROFILE_OUT: a .cpuprofile file of the measured
// window (read it with bench/profile-summary.mjs); PROFILE_HEAP: a sampled allocation profile (.heapprofile) of it.
import 'reflect-metadata';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../src/config.js';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { startServer } from '../src/server.js';
import { startDbFloor } from './db-floor.js';
import { runLoad } from './load-runner.js';

const log = pino({ level: 'silent' });
const embedded = await startEmbeddedPostgres({
  dir: path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-prof-')), 'postgres'),
  persistent: false,
  log,
});
const database = `cigogne_prof_${Date.now()}`;
await ensureDatabase(embedded.url, database);
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  BCRYPT_COST: '10',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-prof-data-')),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const server = await startServer(config, databaseUrlFor(embedded.url, database), log);
const post = (route: string, body: unknown) =>
  fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (r) => r.json(),
  );
const email = `prof.${Date.now()}@example.fr`;
await post('/api/auth/register', { email, password: 'Bench2026x', firstName: 'Banc', lastName: "D'essai" });
const { token, user } = (await post('/api/auth/login', { email, password: 'Bench2026x' })) as { token: string; user: { id: string } };
const floor = process.env.PROFILE_ROUTE === 'floor' ? await startDbFloor(databaseUrlFor(embedded.url, database), 10) : undefined;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const request =
  process.env.PROFILE_ROUTE === 'rest'
    ? { url: `${server.url}/api/auth/me`, headers }
    : floor
      ? { url: `${floor.url}/${user.id}` }
      : process.env.PROFILE_ROUTE === 'healthz'
        ? { url: `${server.url}/healthz` }
        : {
            url: `${server.url}/graphql`,
            method: 'POST' as const,
            headers,
            body: JSON.stringify({ query: process.env.PROFILE_QUERY ?? '{ me { id email firstName lastName isAdmin } }', variables: {} }),
          };
await runLoad({ ...request, connections: 50, duration: 2 });
// PROFILE_OUT: write a .cpuprofile of the measured window only (no start-up, no warm-up)
const session = new Session();
if (process.env.PROFILE_OUT) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
if (process.env.PROFILE_HEAP) {
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}
const cpu = process.cpuUsage();
const result = await runLoad({
  ...request,
  connections: Number(process.env.PROFILE_CONNECTIONS ?? 50),
  duration: Number(process.env.PROFILE_SECONDS ?? 10),
});
const used = process.cpuUsage(cpu);
if (process.env.PROFILE_HEAP) {
  const { profile } = await session.post('HeapProfiler.stopSampling');
  writeFileSync(process.env.PROFILE_HEAP, JSON.stringify(profile));
  session.disconnect();
}
if (process.env.PROFILE_OUT) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  session.disconnect();
}
console.log(
  `${process.env.PROFILE_ROUTE ?? 'graphql'}: ${result.requestsPerSecond.toFixed(0)} req/s, ${((used.user + used.system) / result.total).toFixed(0)} µs CPU/request, ${result.non2xx} non-2xx`,
);
await floor?.close();
await server.close();
await embedded.stop();
