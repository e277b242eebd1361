import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate, openOrm } from '../src/db/orm.js';
import { startWorkers } from '../src/queue/queue.js';

/**
 * `npm run bench:queue -w gateway`: the job queue's own costs. Enqueue latency inside a
 * transaction (an outbox row plus `add_job`, then commit), pick-up latency (commit to the task
 * starting, on a worker of this process), and the CPU two idle worker processes (`src/worker.ts`)
 * use per minute.
 */
const N = Number(process.env.BENCH_JOBS ?? 300);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 100) / 100;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

const log = pino({ level: 'silent' });
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dir: path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-queue-')), 'postgres'),
      persistent: false,
      log,
    });
const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
const database = `cigogne_queue_${Date.now()}`;
await ensureDatabase(serverUrl, database);
const url = databaseUrlFor(serverUrl, database);
const orm = await openOrm(url);
await migrate(orm);
await orm.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const started = new Map<string, number>();
const pickup: number[] = [];
const workers = await startWorkers({
  databaseUrl: url,
  log,
  tasks: {
    bench_job: async (payload) => {
      const { n } = payload as { n: string };
      pickup.push(performance.now() - started.get(n)!);
    },
  },
  crontab: '',
});
const enqueue: number[] = [];
for (let i = 0; i < N; i++) {
  const t0 = performance.now();
  await client.query('begin');
  await client.query(
    `insert into mail_outbox (id, created_at, "to", subject, text) values (gen_random_uuid(), now(), 'a@example.fr', 's', 't')`,
  );
  await client.query(`select 1 from graphile_worker.add_job('bench_job', json_build_object('n', $1::text))`, [String(i)]);
  await client.query('commit');
  const t1 = performance.now();
  enqueue.push(t1 - t0);
  started.set(String(i), t1);
  // one at a time: the pick-up of an idle worker, not a backlog
  for (let waited = 0; pickup.length <= i && waited < 5000; waited += 1) await new Promise((r) => setTimeout(r, 1));
}
await workers.stop();
await client.end();

// two idle worker processes: CPU seconds over a minute, from /proc
const ticks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 a second)
};
const children = [1, 2].map(() =>
  spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cigogne-w-')),
    },
    stdio: 'ignore',
  }),
);
await new Promise((r) => setTimeout(r, 20_000)); // started and settled
const before = children.map((c) => ticks(c.pid!));
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
const used = children.map((c, i) => (ticks(c.pid!) - before[i]) / 100);
for (const c of children) c.kill('SIGTERM');

console.log(
  JSON.stringify(
    {
      jobs: N,
      enqueueInTransactionMs: summary(enqueue),
      pickupMs: summary(pickup),
      idleCpuSecondsPerMinute: used.map((s) => round((s * 60) / IDLE_SECONDS)),
    },
    null,
    2,
  ),
);
await embedded?.stop();
