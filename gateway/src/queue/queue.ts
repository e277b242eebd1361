import type { EntityManager } from '@mikro-orm/postgresql';
import { run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { Logger as PinoLogger } from 'pino';
import { Logger } from 'graphile-worker';
import { errorSummary, redactError } from '../common/redact.js';
import { inJobSpan, withTraceContext } from '../observability/gateway-spans.js';
import { queueJobs } from '../observability/metrics.js';

/**
 * The job queue: graphile-worker, in its own `graphile_worker` schema of the application database.
 * Jobs are rows: enqueueing is one SQL call (`add_job`) on the caller's transaction, so a job exists
 * if and only if the change that caused it committed. A worker takes a job with
 * `for update skip locked`: each job runs on one worker at a time, whichever replica it lives in.
 */

/** Errors in a log field as code and redacted message: a driver's error object may carry its connection's settings. */
const withoutErrors = (meta: object | undefined) =>
  meta && Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, v instanceof Error ? errorSummary(v) : v]));

/** graphile-worker's logs through the gateway's logger (its debug chatter at debug). */
function queueLogger(log: PinoLogger): Logger {
  return new Logger(() => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'info' ? 'info' : 'debug';
    log[method]({ queue: withoutErrors(meta) }, redactError(message, [], 2000));
  });
}

/** Installs or upgrades the queue's schema (the caller holds the migration lock). */
export async function migrateQueue(databaseUrl: string, log: PinoLogger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: queueLogger(log) });
}

export interface EnqueueOptions {
  /** Gives up (the job is kept as failed by graphile-worker) after this many attempts. */
  maxAttempts?: number;
  /** One pending job per key: adding a job with a key already queued replaces it. */
  jobKey?: string;
}

/** Adds a job on the transaction of `em` (when it has one): it commits or rolls back with it. */
export async function enqueue(em: EntityManager, task: string, payload: object, options: EnqueueOptions = {}): Promise<void> {
  await em
    .getConnection()
    .execute(
      `select 1 from graphile_worker.add_job(?, ?::json, max_attempts => ?::int, job_key => ?::text)`,
      [task, JSON.stringify(withTraceContext(payload)), options.maxAttempts ?? null, options.jobKey ?? null],
      'all',
      em.getTransactionContext(),
    );
}

/**
 * Frees the jobs of `task` locked for longer than `seconds`: their worker died (SIGKILL, crash)
 * mid-job. graphile-worker only frees such locks after 4 hours; a task whose attempt is bounded
 * well below `seconds` (mail delivery: SMTP timeouts) can be handed to a live worker much sooner.
 */
export async function unlockStaleJobs(em: EntityManager, task: string, seconds: number): Promise<number> {
  const rows: { n: number }[] = await em.getConnection().execute(
    `with freed as (
       update graphile_worker._private_jobs set locked_at = null, locked_by = null, run_at = greatest(run_at, now())
        where locked_at < now() - make_interval(secs => ?)
          and task_id = (select id from graphile_worker._private_tasks where identifier = ?)
       returning 1)
     select count(*)::int as n from freed`,
    [seconds, task],
  );
  return rows[0].n;
}

export interface QueueOptions {
  databaseUrl: string;
  log: PinoLogger;
  tasks: TaskList;
  /** graphile-worker crontab lines: each runs once per due time across every replica. */
  crontab: string;
  concurrency?: number;
}

export interface Workers {
  stop(): Promise<void>;
}

/** Starts the workers of this process: they take jobs as they are added (LISTEN/NOTIFY) and scheduled ones from the crontab. */
export async function startWorkers(options: QueueOptions): Promise<Workers> {
  // its own small pool: one connection LISTENs, the others run jobs; the ORM's pool stays for requests
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: (options.concurrency ?? 2) + 2 });
  // an idle connection cut by the server (restart, failover) must not crash the process (the
  // runner reconnects its listener itself); logged by code and message only, never the connection string
  const lost = (err: Error) => options.log.warn({ error: errorSummary(err) }, 'job queue connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const runner: Runner = await run({
    pgPool: pool,
    concurrency: options.concurrency ?? 2,
    // new jobs arrive by NOTIFY at once; the poll only picks up retries that come due
    pollInterval: 1000,
    noHandleSignals: true,
    logger: queueLogger(options.log),
    // each job in a span of the trace of the request that enqueued it (tracing on)
    taskList: Object.fromEntries(
      Object.entries(options.tasks).map(([name, task]) => [
        name,
        (payload, helpers) => inJobSpan(name, payload, helpers.job.attempts, async () => task!(payload, helpers)),
      ]),
    ),
    crontab: options.crontab,
  });
  // cigogne_queue_jobs_total: each attempt's end as graphile-worker reports it (a failed job whose attempts are spent is `failed`)
  runner.events.on('job:success', ({ job }) => queueJobs.inc({ task: job.task_identifier, result: 'success' }));
  runner.events.on('job:error', ({ job }) => {
    if (job.attempts < job.max_attempts) queueJobs.inc({ task: job.task_identifier, result: 'retry' });
  });
  runner.events.on('job:failed', ({ job }) => queueJobs.inc({ task: job.task_identifier, result: 'failed' }));
  return {
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}
