import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { PurgeService } from '../db/purge.service.js';
import { DELIVER_MAIL_TASK } from '../modules/mail/mail.service.js';
import { DELIVER_WEBHOOK_TASK } from '../modules/webhooks/webhook-outbox.js';
import { PUSH_TASK, type PushJob } from '../modules/push/push-outbox.js';
import { THANK_NOTE_TASK } from '../modules/wishlists/thank-notes.service.js';
import { inRequestContext } from '../db/request-context.js';
import type { Services } from '../services.js';
import { enqueue, startWorkers, unlockStaleJobs, type Workers } from './queue.js';

const PURGE_TASK = 'db_purge';
const UNLOCK_TASK = 'queue_unlock_stale';
/** A mail attempt ends within about 40 s (MailDelivery's SMTP timeouts): a lock older than this is a dead worker's. */
const STALE_MAIL_LOCK_SECONDS = 60;
const STALE_WEBHOOK_LOCK_SECONDS = 90;
const STALE_PUSH_LOCK_SECONDS = 60;

/** A crontab pattern that fires about every `minutes` minutes. */
export function everyMinutes(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}

/**
 * This process's workers: mail delivery, thank-you notes, and the scheduled purge (the modules' retention rules,
 * guest data expiry included). graphile-worker's crontab enqueues each due run once, whichever
 * replicas are up (a job key per due time), so the purge runs once across them.
 */
export async function startGatewayWorkers(
  orm: MikroORM,
  config: Config,
  log: Logger,
  services: Services,
  purge: PurgeService,
): Promise<Workers> {
  const workers = await startWorkers({
    databaseUrl: orm.config.get('clientUrl')!,
    log,
    tasks: {
      [DELIVER_MAIL_TASK]: async (payload, helpers) => {
        const { id } = payload as { id: string };
        await services.mail.deliver(id, new Date(helpers.job.created_at));
      },
      [DELIVER_WEBHOOK_TASK]: async (payload) => {
        await services.webhooks.sender.deliver((payload as { id: string }).id);
      },
      [PUSH_TASK]: async (payload) => {
        await services.push.sender.send(payload as PushJob);
      },
      [THANK_NOTE_TASK]: async (payload) => {
        const { id, from } = payload as { id: string; from: string };
        await inRequestContext(orm.em, () => services.wishlists.thankNotes.deliver(id, from));
      },
      [PURGE_TASK]: () => purge.run(),
      [UNLOCK_TASK]: async () => {
        const freed = await unlockStaleJobs(orm.em.fork(), DELIVER_MAIL_TASK, STALE_MAIL_LOCK_SECONDS);
        if (freed) log.warn({ freed }, 'mail jobs of a worker that died were handed back to the queue');
        // a webhook attempt ends within WEBHOOK_TIMEOUT_MS (60 s at most)
        const hooks = await unlockStaleJobs(orm.em.fork(), DELIVER_WEBHOOK_TASK, STALE_WEBHOOK_LOCK_SECONDS);
        if (hooks) log.warn({ freed: hooks }, 'webhook jobs of a worker that died were handed back to the queue');
        // a push ends within its 10 s timeout
        const pushes = await unlockStaleJobs(orm.em.fork(), PUSH_TASK, STALE_PUSH_LOCK_SECONDS);
        if (pushes) log.warn({ freed: pushes }, 'push jobs of a worker that died were handed back to the queue');
      },
    },
    crontab: `${everyMinutes(config.purgeIntervalMinutes)} ${PURGE_TASK}\n* * * * * ${UNLOCK_TASK}\n`,
  });
  // a purge at start, as before the scheduler: one job key, so replicas starting together add one
  await enqueue(orm.em.fork(), PURGE_TASK, {}, { jobKey: 'purge-at-start' });
  return workers;
}
