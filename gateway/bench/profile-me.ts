// Profiling aid (not part of `npm run bench`): starts the gateway like bench.ts, then loads `me` from
// a separate autocannon process and prints its CPU time per request.
// PROFILE_ROUTE: rest | healthz | floor (bench/db-floor.ts) | wishlist | wishlist-graphql | graphql (default graphql); PROFILE_QUERY: the GraphQL operation
// (default `me`); PROFILE_SECONDS (default 10); PROFILE_OUT: a .cpuprofile file of the measured
// window (read it with bench/profile-summary.mjs); PROFILE_HEAP: a sampled allocation profile (.heapprofile) of it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startBenchGateway } from './bench-gateway.js';
import { startDbFloor } from './db-floor.js';
import { runLoad } from './load-runner.js';
import pg from 'pg';
import { seedPublicWishlist } from '../test/seed-wishlist.js';

const WISHLIST_QUERY = `query Wishlist($id: ID!) { wishlist(id: $id) { id title isMine itemCount items { id title price category isReserved reservedBy { name message isAnonymous } reservedAt } } }`;

async function seedWishlist(databaseUrl: string, owner: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await seedPublicWishlist(async (text, params) => (await client.query(text, params)).rows, owner, 50);
  } finally {
    await client.end();
  }
}

const { server, databaseUrl, token, user, stop } = await startBenchGateway('prof');
const floor = process.env.PROFILE_ROUTE === 'floor' ? await startDbFloor(databaseUrl, 10) : undefined;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
// wishlist | wishlist-graphql: the public wishlist of 50 items read by a visitor (bench.ts's route)
const wishlistId = process.env.PROFILE_ROUTE?.startsWith('wishlist') ? await seedWishlist(databaseUrl, user.id) : undefined;
const request =
  process.env.PROFILE_ROUTE === 'wishlist'
    ? { url: `${server.url}/api/wishlists/${wishlistId}` }
    : process.env.PROFILE_ROUTE === 'wishlist-graphql'
      ? {
          url: `${server.url}/graphql`,
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: WISHLIST_QUERY, variables: { id: wishlistId } }),
        }
      : process.env.PROFILE_ROUTE === 'rest'
        ? { url: `${server.url}/api/auth/me`, headers }
        : floor
          ? { url: `${floor.url}/users/${user.id}` }
          : process.env.PROFILE_ROUTE === 'healthz'
            ? { url: `${server.url}/healthz` }
            : {
                url: `${server.url}/graphql`,
                method: 'POST' as const,
                headers,
                body: JSON.stringify({
                  query: process.env.PROFILE_QUERY ?? '{ me { id email firstName lastName isAdmin } }',
                  variables: {},
                }),
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
await stop();
