import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fromKysely, PgBoss, type KyselyTransactionLike } from 'pg-boss';
import { ensureDatabase } from '../src/db/database.js';
import { databaseUrlFor, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { openOrm } from '../src/db/orm.js';
import { enqueue, migrateQueue, startWorkers } from '../src/queue/queue.js';
import {
  bossFor,
  ENQUEUE_ONLY,
  IDLE_SECONDS,
  load,
  log,
  MAIL,
  N_ENQUEUE,
  N_PICKUP,
  onClient,
  PURGE,
  ROLLBACK,
  ROUNDS,
  round,
  sleep,
  summary,
  VARIANTS,
  type Variant,
} from './queue-choice-common.js';

/**
 * `npm run bench:queue-choice -w gateway`: graphile-worker and pg-boss side by side, on the same
 * throw-away PostgreSQL (or DATABASE_URL's server), each in a database of its own, under the same
 * conditions:
 *
 * a. enqueue in an application transaction (`begin`, an outbox row, the job, `commit`) on one pg
 *    client, p50/p99; a rolled-back transaction must leave no job and a committed one exactly one
 *    (asserted, also through a MikroORM `em.transactional`, the gateway's own path);
 * b. pick-up: from the commit to the handler starting, one idle worker of this process, one job at
 *    a time after a random pause (0-750 ms: a poller's phase is not favoured), p50/p99;
 * c. one idle worker process per variant shaped like the gateway's (a mail task at concurrency 2, a
 *    purge task, a purge schedule every 15 min): CPU seconds and SQL statements (counted at the pg
 *    driver, in the process) per minute;
 * d. the tables and functions each installs.
 *
 * pg-boss runs twice: polling at its documented minimum (`pollingIntervalSeconds: 0.5`), and with
 * LISTEN/NOTIFY (`useListenNotify` and queues created with `notify: true`; its polling backstop at
 * the default `notifyPollingIntervalSeconds`, 30 s). graphile-worker runs as the gateway runs it
 * (`startWorkers`: LISTEN/NOTIFY, poll every second).
 *
 * BENCH_ENQUEUE (500), BENCH_PICKUP (200), BENCH_IDLE_SECONDS (60), BENCH_OUT (a file for the JSON).
 */

await main();

async function main() {
  const loadBefore = load();
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dir: path.join(mkdtempSync(path.join(os.tmpdir(), 'cigogne-choice-')), 'postgres'),
        persistent: false,
        log,
      });
  const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
  const stamp = Date.now();
  const urls = {} as Record<Variant, string>;
  const schema = {} as Record<Variant, { tables: number; functions: number }>;
  const bosses = {} as Record<Variant, PgBoss>;
  const clients = {} as Record<Variant, pg.Client>;

  // d. install each library in a database of its own, with the same outbox table
  for (const [i, variant] of VARIANTS.entries()) {
    const database = `cigogne_choice_${stamp}_${i}`;
    await ensureDatabase(serverUrl, database);
    urls[variant] = databaseUrlFor(serverUrl, database);
    const client = new pg.Client({ connectionString: urls[variant] });
    await client.connect();
    clients[variant] = client;
    await client.query(
      `create table outbox (id uuid primary key default gen_random_uuid(), created_at timestamptz not null default now(),
         "to" text not null, subject text not null, text text not null, status text not null default 'queued')`,
    );
    if (variant === 'graphile-worker') await migrateQueue(urls[variant], log);
    else {
      const boss = bossFor(urls[variant], variant);
      await boss.start();
      bosses[variant] = boss;
    }
    const nsp = variant === 'graphile-worker' ? 'graphile_worker' : 'pgboss';
    const { rows } = await client.query<{ tables: number; functions: number }>(
      `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname = $1 and c.relkind in ('r', 'p')) as tables,
              (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1) as functions`,
      [nsp],
    );
    schema[variant] = rows[0];
    if (variant !== 'graphile-worker') {
      const boss = bosses[variant];
      const notify = variant === 'pg-boss notify';
      for (const q of [MAIL, PURGE, ENQUEUE_ONLY, ROLLBACK]) await boss.createQueue(q, { notify });
    }
  }

  /** One application transaction on one client: the outbox row and its job. */
  async function transaction(variant: Variant, task: string, n: number, end: 'commit' | 'rollback' = 'commit') {
    const client = clients[variant];
    await client.query('begin');
    await client.query(`insert into outbox ("to", subject, text) values ('a@example.fr', 's', 't')`);
    if (variant === 'graphile-worker')
      await client.query(`select 1 from graphile_worker.add_job($1, $2::json, max_attempts => $3::int, job_key => $4::text)`, [
        task,
        JSON.stringify({ n }),
        null,
        null,
      ]);
    else await bosses[variant].send(task, { n }, { db: onClient(client) });
    await client.query(end);
  }
  const jobCount = async (variant: Variant, task: string) => {
    const sql =
      variant === 'graphile-worker'
        ? `select count(*)::int as n from graphile_worker.jobs where task_identifier = $1`
        : `select count(*)::int as n from pgboss.job where name = $1`;
    return (await clients[variant].query<{ n: number }>(sql, [task])).rows[0].n;
  };

  // a. correctness first: a rolled-back transaction leaves no job, a committed one exactly one; on
  // the pg client, then through MikroORM (graphile-worker: the gateway's `enqueue`; pg-boss: its
  // Kysely adapter on the ORM's transaction, MikroORM 7's driver being Kysely)
  const assertJobs = async (variant: Variant, expected: number, how: string) => {
    const jobs = await jobCount(variant, ROLLBACK);
    if (jobs !== expected) throw new Error(`${variant}, ${how}: ${jobs} job(s) in the queue, expected ${expected}`);
  };
  for (const variant of VARIANTS) {
    await transaction(variant, ROLLBACK, 0, 'rollback');
    await assertJobs(variant, 0, 'pg client, rolled back');
    await transaction(variant, ROLLBACK, 1, 'commit');
    await assertJobs(variant, 1, 'pg client, committed');
    const orm = await openOrm(urls[variant]);
    const ormTransaction = (fail: boolean) =>
      orm.em
        .fork()
        .transactional(async (em) => {
          await em
            .getConnection()
            .execute(`insert into outbox ("to", subject, text) values ('a@example.fr', 's', 't')`, [], 'run', em.getTransactionContext());
          if (variant === 'graphile-worker') await enqueue(em, ROLLBACK, { n: 2 });
          else
            await bosses[variant].send(
              ROLLBACK,
              { n: 2 },
              { db: fromKysely(em.getTransactionContext() as unknown as KyselyTransactionLike) },
            );
          if (fail) throw new Error('roll back');
        })
        .catch((err: Error) => {
          if (!fail || err.message !== 'roll back') throw err;
        });
    await ormTransaction(true);
    await assertJobs(variant, 1, 'MikroORM, rolled back');
    await ormTransaction(false);
    await assertJobs(variant, 2, 'MikroORM, committed');
    await orm.close();
  }

  // a. enqueue latency: warm-up, then rounds interleaved between the variants
  const enqueueMs = Object.fromEntries(VARIANTS.map((v) => [v, [] as number[]])) as Record<Variant, number[]>;
  for (const variant of VARIANTS) for (let i = 0; i < 20; i++) await transaction(variant, ENQUEUE_ONLY, -1);
  for (let r = 0; r < ROUNDS; r++)
    for (const variant of VARIANTS)
      for (let i = 0; i < N_ENQUEUE / ROUNDS; i++) {
        const t0 = performance.now();
        await transaction(variant, ENQUEUE_ONLY, i);
        enqueueMs[variant].push(performance.now() - t0);
      }

  // b. pick-up latency: one idle worker of this process, one job at a time
  const pickupMs = {} as Record<Variant, number[]>;
  let picked: ((n: number) => void) | undefined;
  const onHandler = (n: number) => picked?.(n);
  for (const variant of VARIANTS) {
    let stopWorker: () => Promise<void>;
    if (variant === 'graphile-worker') {
      const workers = await startWorkers({
        databaseUrl: urls[variant],
        log,
        concurrency: 1,
        tasks: { [MAIL]: async (payload) => onHandler((payload as { n: number }).n) },
        crontab: '',
      });
      stopWorker = () => workers.stop();
    } else {
      const boss = bosses[variant];
      const polling = variant === 'pg-boss notify' ? {} : { pollingIntervalSeconds: 0.5 };
      await boss.work<{ n: number }>(MAIL, { ...polling, localConcurrency: 1, batchSize: 1 }, async ([job]) => onHandler(job.data.n));
      stopWorker = () => boss.offWork(MAIL, { wait: true });
    }
    await sleep(2000); // started: listener connected, first fetch done
    const times: number[] = [];
    for (let i = 0; i < N_PICKUP; i++) {
      await sleep(Math.random() * 750);
      const started = new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`${variant}: job ${i} not picked up within 10 s`)), 10_000);
        picked = (n) => {
          if (n !== i) return;
          clearTimeout(timeout);
          resolve(performance.now());
        };
      });
      await transaction(variant, MAIL, i);
      const committed = performance.now();
      times.push((await started) - committed);
    }
    pickupMs[variant] = times;
    await stopWorker();
  }
  for (const variant of VARIANTS) {
    await bosses[variant]?.stop({ graceful: false, timeout: 5000 });
    await clients[variant].end();
  }

  // c. one idle worker process per variant, all at once (same load), measured after 20 s settling
  const ticks = (pid: number) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 a second)
  };
  const children = VARIANTS.map((variant) =>
    spawn(
      process.execPath,
      [
        '--import',
        '@swc-node/register/esm-register',
        fileURLToPath(new URL('./queue-choice-idle.ts', import.meta.url)),
        variant,
        urls[variant],
      ],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { PATH: process.env.PATH },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    ),
  );
  const message = <T>(child: ChildProcess) => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  await Promise.all(children.map((c) => message(c)));
  await sleep(20_000);
  const count = (c: ChildProcess) => {
    const reply = message<{ statements: number }>(c);
    c.send('count');
    return reply.then((m) => m.statements);
  };
  const before = await Promise.all(children.map(async (c) => ({ ticks: ticks(c.pid!), statements: await count(c) })));
  await sleep(IDLE_SECONDS * 1000);
  const after = await Promise.all(children.map(async (c) => ({ ticks: ticks(c.pid!), statements: await count(c) })));
  await Promise.all(children.map((c) => new Promise((r) => (c.kill('SIGTERM'), c.once('exit', r)))));
  const perMinute = (x: number) => round((x * 60) / IDLE_SECONDS);
  const idle = Object.fromEntries(
    VARIANTS.map((v, i) => [
      v,
      {
        cpuSecondsPerMinute: perMinute((after[i].ticks - before[i].ticks) / 100),
        statementsPerMinute: perMinute(after[i].statements - before[i].statements),
      },
    ]),
  ) as Record<Variant, { cpuSecondsPerMinute: number; statementsPerMinute: number }>;
  await embedded?.stop();

  const result = {
    load: { before: loadBefore, after: load() },
    enqueueInTransactionMs: Object.fromEntries(VARIANTS.map((v) => [v, summary(enqueueMs[v])])),
    pickupMs: Object.fromEntries(VARIANTS.map((v) => [v, summary(pickupMs[v])])),
    idle,
    idleSeconds: IDLE_SECONDS,
    schema,
  };
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(result, null, 2));
  const rows = VARIANTS.map((v) => [
    v,
    `${result.enqueueInTransactionMs[v].p50} / ${result.enqueueInTransactionMs[v].p99}`,
    `${result.pickupMs[v].p50} / ${result.pickupMs[v].p99}`,
    String(idle[v].cpuSecondsPerMinute),
    String(idle[v].statementsPerMinute),
    `${schema[v].tables} / ${schema[v].functions}`,
  ]);
  const head = ['', 'enqueue in tx p50/p99 ms', 'pick-up p50/p99 ms', 'idle CPU s/min', 'idle SQL/min', 'tables / functions'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`load average before ${result.load.before}, after ${result.load.after}`);
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}
