import { freePort } from '../src/modules/mail/__tests__/smtp-peer.js';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { spawnReplica } from '../test/replica.js';

/**
 * `npm run bench:live -w gateway`: how many live subscribers one gateway process holds with one
 * change a second fanned out to all of them (docs/performance.md#live-updates-issue-20). For each
 * count (BENCH_LIVE_COUNTS, default 0,1000,3000,5000): a fresh gateway process (`src/main.ts`, as
 * `npm run dev` runs it) on a fresh database, a load process of its own opening that many streams
 * of one public list, then BENCH_LIVE_SECONDS (20) changes committed one a second; the gateway's
 * CPU (user + system, from /proc) over those seconds, its resident memory at the end, and each
 * event's delay from the commit to the stream.
 */
const COUNTS = (process.env.BENCH_LIVE_COUNTS ?? '0,1000,3000,5000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));
const TICKS = 100; // clock ticks a second (/proc/<pid>/stat's utime and stime)

/** CPU seconds the process used so far (user + system). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
};
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

type Reply = Record<string, number | boolean>;
function loadProcess(args: string[]) {
  const child = fork(path.join(here, 'live-load.ts'), args, { execArgv: ['--import', '@swc-node/register/esm-register'] });
  const replies: Reply[] = [];
  let waiting: ((reply: Reply) => void) | undefined;
  child.on('message', (reply: Reply) => (waiting ? (waiting(reply), (waiting = undefined)) : replies.push(reply)));
  const next = () => (replies.length ? Promise.resolve(replies.shift()!) : new Promise<Reply>((resolve) => (waiting = resolve)));
  return {
    next,
    ask: (message: Record<string, unknown>) => (child.send(message), next()),
    stop: () => child.kill(),
  };
}

async function run(serverUrl: string, count: number) {
  const database = `cigogne_live_${count}_${Date.now()}`;
  await ensureDatabase(serverUrl, database);
  const databaseUrl = databaseUrlFor(serverUrl, database);
  const gateway = spawnReplica(await freePort(), {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-live-secret-bench-live-secret-0123',
    LIVE_MAX_STREAMS: '100000',
    LIVE_STREAMS_PER_CLIENT: '100000',
    REGISTER_LIMIT_PER_IP: '100000',
    LOG_LEVEL: 'error',
  });
  try {
    await gateway.ready();
    const call = async (route: string, body: unknown, token?: string, method = 'POST') => {
      const res = await fetch(`${gateway.url}/api${route}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Record<string, string>;
    };
    const account = { email: `live.${Date.now()}@example.fr`, password: 'Biberon2026', firstName: 'Léa', lastName: 'Dupont' };
    await call('/auth/register', account);
    const { token } = await call('/auth/login', { email: account.email, password: account.password });
    const { id } = await call('/wishlists', { title: 'Baby shower' }, token);
    await call(`/wishlists/${id}`, { visibility: 'public' }, token, 'PATCH');
    await call(`/wishlists/${id}/items`, { title: 'Poussette', price: 300 }, token);
    // the render threads' warm-up is over before anything is measured
    await new Promise((r) => setTimeout(r, 5000));
    const load = loadProcess([gateway.url, databaseUrl, id]);
    await load.next();
    if (count) await load.ask({ open: count });
    await new Promise((r) => setTimeout(r, 3000));
    const pid = gateway.process.pid!;
    const before = cpuSeconds(pid);
    const events = await load.ask({ publish: SECONDS });
    const cpu = cpuSeconds(pid) - before;
    const rss = rssMiB(pid);
    await load.ask({ close: true });
    load.stop();
    return { count, cpuPercent: (cpu / (SECONDS + 1)) * 100, rss, events };
  } finally {
    await gateway.stop();
  }
}

const log = pino({ level: 'silent' });
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dir: path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-live-')), 'postgres'),
      persistent: false,
      log,
    });
const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
const results = [];
try {
  for (const count of COUNTS) {
    const result = await run(serverUrl, count);
    results.push(result);
    const e = result.events as Reply;
    console.log(
      `${String(count).padStart(5)} subscribers: CPU ${result.cpuPercent.toFixed(1)} % of a core, RSS ${result.rss.toFixed(0)} MiB, ` +
        `events ${e.delivered}/${e.expected}, commit to stream p50 ${Number(e.p50).toFixed(1)} ms, p99 ${Number(e.p99).toFixed(1)} ms, max ${Number(e.max).toFixed(1)} ms`,
    );
  }
  const base = results.find((r) => r.count === 0);
  if (base)
    for (const r of results.filter((r) => r.count > 0))
      console.log(
        `per 1 000 subscribers (${r.count} against none): CPU +${(((r.cpuPercent - base.cpuPercent) * 1000) / r.count).toFixed(2)} % of a core, ` +
          `RSS +${(((r.rss - base.rss) * 1000) / r.count).toFixed(1)} MiB`,
      );
} finally {
  await embedded?.stop();
}
