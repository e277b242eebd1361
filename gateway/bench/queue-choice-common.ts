import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PgBoss, type Db } from 'pg-boss';
import { pino } from 'pino';

/** What bench/queue-choice.ts and its idle worker process (queue-choice-idle.ts) share. */
export type Variant = 'graphile-worker' | 'pg-boss poll 0.5 s' | 'pg-boss notify';
export const VARIANTS: Variant[] = ['graphile-worker', 'pg-boss poll 0.5 s', 'pg-boss notify'];

export const N_ENQUEUE = Number(process.env.BENCH_ENQUEUE ?? 500);
export const N_PICKUP = Number(process.env.BENCH_PICKUP ?? 200);
export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
export const ROUNDS = 5; // enqueue rounds, interleaved between variants: the machine's load drifts
export const MAIL = 'bench_mail';
export const PURGE = 'bench_purge';
export const ENQUEUE_ONLY = 'bench_enqueue'; // jobs no worker takes (a.)
export const ROLLBACK = 'bench_rollback';
export const PURGE_CRON = '*/15 * * * *';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const round = (n: number) => Math.round(n * 100) / 100;
export const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), n: values.length };
};
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
export const log = pino({ level: 'silent' });

export function bossFor(url: string, variant: Variant, max = 4): PgBoss {
  const boss = new PgBoss({ connectionString: url, max, useListenNotify: variant === 'pg-boss notify' });
  boss.on('error', (err) => console.error(`pg-boss (${variant}): ${err instanceof Error ? err.message : String(err)}`));
  return boss;
}

/** pg-boss's `db` option on a pg client that has a transaction open: the job is one more statement of it. */
export const onClient = (client: pg.Client): Db => ({
  executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }),
});
