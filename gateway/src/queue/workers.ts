import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { PurgeService } from '../db/purge.service.js';
import { modules } from '../modules/index.js';
import type { ModuleDeps, QueueTask } from '../modules/module.js';
import type { Services } from '../services.js';
import { enqueue, startWorkers, unlockStaleJobs, type Workers } from './queue.js';

const PURGE_TASK = 'db_purge';
const UNLOCK_TASK = 'queue_unlock_stale';

/** A crontab pattern that fires about every `minutes` minutes. */
export function everyMinutes(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}

/** Every module's queue tasks (their descriptors' `tasks`), by name; a name taken twice is a mistake. */
export function moduleTasks(deps: ModuleDeps): Record<string, QueueTask> {
  const tasks: Record<string, QueueTask> = {};
  for (const module of deps.modules) {
    const declared = module.tasks?.(deps) ?? {};
    for (const [name, task] of Object.entries(declared)) {
      if (name in tasks || name === PURGE_TASK || name === UNLOCK_TASK) throw new Error(`queue task ${name} is declared twice`);
      tasks[name] = task;
    }
  }
  return tasks;
}

/**
 * This process's workers: the modules' tasks (mail delivery, webhooks, thank-you notes...), and
 * the scheduled purge (the modules' retention rules, guest data expiry included). graphile-worker's crontab enqueues each due run once, whichever
 * replicas are up (a job key per due time), so the purge runs once across them.
 */
export async function startGatewayWorkers(
  orm: MikroORM,
  config: Config,
  log: Logger,
  services: Services,
  purge: PurgeService,
): Promise<Workers> {
  const tasks = moduleTasks({ em: orm.em, orm, config, log, services, modules });
  const workers = await startWorkers({
    databaseUrl: orm.config.get('clientUrl')!,
    log,
    tasks: {
      ...Object.fromEntries(Object.entries(tasks).map(([name, task]) => [name, (payload, helpers) => task.run(payload, helpers)])),
      [PURGE_TASK]: () => purge.run(),
      [UNLOCK_TASK]: async () => {
        for (const [name, task] of Object.entries(tasks)) {
          if (task.staleLockSeconds === undefined) continue;
          const freed = await unlockStaleJobs(orm.em.fork(), name, task.staleLockSeconds);
          if (freed) log.warn({ freed, task: name }, 'jobs of a worker that died were handed back to the queue');
        }
      },
    },
    crontab: `${everyMinutes(config.purgeIntervalMinutes)} ${PURGE_TASK}\n* * * * * ${UNLOCK_TASK}\n`,
  });
  // a purge at start, as before the scheduler: one job key, so replicas starting together add one
  await enqueue(orm.em.fork(), PURGE_TASK, {}, { jobKey: 'purge-at-start' });
  return workers;
}
