import { Gauge } from 'prom-client';
import { registry } from './metrics.js';

/** What one running gateway (or worker process) lets the scrape read. */
export interface StateSource {
  /** The ORM's pg pool: connections in all, idle, and callers waiting for one (read at once: before the queue's query takes one). */
  pool(): { totalCount: number; idleCount: number; waitingCount: number };
  /** The queue's jobs by task (the whole database's: every replica reports the same). */
  queue(): Promise<QueueRow[]>;
  /** Live update streams open in this process (absent in a worker process). */
  openStreams?(): number;
}

export interface QueueRow {
  task: string;
  waiting: number;
  running: number;
  failed: number;
  retrying: number;
  /** Seconds the oldest job due and not taken has waited; null when none waits. */
  oldest_waiting_seconds: number | null;
}

/** Jobs in graphile-worker's tables: due and free, locked by a worker, out of attempts, and pending after a failed attempt. */
export const QUEUE_STATE_SQL = `
  select t.identifier as task,
         (count(*) filter (where j.locked_at is null and j.attempts < j.max_attempts and j.run_at <= now()))::int as waiting,
         (count(*) filter (where j.locked_at is not null))::int as running,
         (count(*) filter (where j.attempts >= j.max_attempts))::int as failed,
         (count(*) filter (where j.attempts > 0 and j.attempts < j.max_attempts))::int as retrying,
         extract(epoch from now() - min(j.run_at) filter (where j.locked_at is null and j.attempts < j.max_attempts and j.run_at <= now()))::float8
           as oldest_waiting_seconds
    from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
   group by t.identifier`;

const sources = new Set<StateSource>();

/** Adds a process's state to the scrape until the returned function is called (at shutdown). */
export function observeState(source: StateSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

const poolGauge = new Gauge({
  name: 'cigogne_db_pool_connections',
  help: 'PostgreSQL pool connections of the ORM, by state (in_use, idle), and callers waiting for one (waiting).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pools = [...sources].map((s) => s.pool());
    const sum = (f: (p: (typeof pools)[number]) => number) => pools.reduce((n, p) => n + f(p), 0);
    this.set(
      { state: 'in_use' },
      sum((p) => p.totalCount - p.idleCount),
    );
    this.set(
      { state: 'idle' },
      sum((p) => p.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((p) => p.waitingCount),
    );
  },
});

const streamsGauge = new Gauge({
  name: 'cigogne_live_streams_open',
  help: 'Live update streams (/graphql/stream) open in this process.',
  registers: [registry],
  collect() {
    this.set([...sources].reduce((n, s) => n + (s.openStreams?.() ?? 0), 0));
  },
});

/** This scrape's read of the queue: started by the first queue gauge (registered first), awaited by both. */
let queueRead: Promise<QueueRow[]> = Promise.resolve([]);

const jobsGauge = new Gauge({
  name: 'cigogne_queue_jobs',
  help: 'Jobs in the queue by task and state (waiting, running, failed, retrying), for the whole database.',
  labelNames: ['task', 'state'] as const,
  registers: [registry],
  async collect() {
    const [source] = sources;
    queueRead = source ? source.queue() : Promise.resolve([]);
    const rows = await queueRead;
    this.reset();
    for (const row of rows)
      for (const state of ['waiting', 'running', 'failed', 'retrying'] as const) this.set({ task: row.task, state }, row[state]);
  },
});

const oldestGauge = new Gauge({
  name: 'cigogne_queue_oldest_waiting_job_age_seconds',
  help: 'Age of the oldest job due and not yet taken, by task (0: none waits).',
  labelNames: ['task'] as const,
  registers: [registry],
  async collect() {
    const rows = await queueRead;
    this.reset();
    for (const row of rows) this.set({ task: row.task }, row.oldest_waiting_seconds ?? 0);
  },
});

export const stateGauges = [poolGauge, streamsGauge, jobsGauge, oldestGauge];
