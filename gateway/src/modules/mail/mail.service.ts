import { TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { tooManyRequests } from '../../common/errors.js';
import type { Config } from '../../config.js';
import { refusals } from '../../observability/metrics.js';
import { enqueue } from '../../queue/queue.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { MailDelivery } from './mail-delivery.js';
import { MailOutbox, MailStatus } from './mail-outbox.entity.js';
import type { Mail } from './mail.types.js';

/** The queue task that delivers one outbox row (mail-delivery.ts). */
export const DELIVER_MAIL_TASK = 'mail_deliver';
/**
 * graphile-worker's own ceiling, never reached first: the delivery gives up after
 * MAIL_RETRY_HOURS itself (backoff grows as e^attempt seconds, capped near 6 hours, so 30
 * attempts last days).
 */
const QUEUE_MAX_ATTEMPTS = 30;

const DAY_SECONDS = 24 * 3600;

/**
 * Every mail is an outbox row plus a job, both written on the caller's transaction: the mail of a
 * change that commits is always queued, the mail of one that rolls back never is. The request
 * never waits on SMTP: a worker (any replica's, or `npm run worker`) delivers the row.
 *
 * Each recipient gets at most MAIL_LIMIT_PER_RECIPIENT_PER_DAY mails a day, whatever their kind,
 * counted by the database (one atomic upsert per mail, on the same transaction), so no burst of
 * callers can mail an address more. Over the cap, `send` drops the mail and logs it (the caller's
 * action succeeds); a caller whose action is pointless without its mail claims first (`claim`)
 * and is refused.
 */
export class MailService {
  private readonly delivery: MailDelivery;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly limiter: RateLimiter,
  ) {
    this.delivery = new MailDelivery(em, config, log);
  }

  /** The queue's task: one delivery attempt of an outbox row. */
  deliver(id: string, jobCreatedAt: Date): Promise<void> {
    return this.delivery.deliver(id, jobCreatedAt);
  }

  close(): void {
    this.delivery.close();
  }

  /** Takes one mail of `to`'s daily cap, on the current transaction if there is one; false when it is spent. */
  private async take(to: string): Promise<boolean> {
    const key = `mail:to:${to.trim().toLowerCase()}`;
    const counts = await this.limiter.countIn(this.em, { key, windowSeconds: DAY_SECONDS });
    return counts.get(key)! <= this.config.mailLimitPerRecipientPerDay;
  }

  /** Takes one mail of `to`'s daily cap for a mail sent later with `{ claimed: true }`; 429 `tooManyRequests` when it is spent. */
  async claim(to: string): Promise<void> {
    if (!(await this.take(to))) {
      refusals.inc({ rule: 'mail:to' });
      throw tooManyRequests();
    }
  }

  /**
   * Queues a mail on the caller's transaction (its own one outside of any); false when the
   * recipient's daily cap dropped it.
   */
  async send(mail: Mail, options: { claimed?: boolean } = {}): Promise<boolean> {
    return this.em.transactional(
      async (em) => {
        if (!options.claimed && !(await this.take(mail.to))) {
          // neither body nor link: the log must not carry what the mail would have
          this.log.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: the recipient reached MAIL_LIMIT_PER_RECIPIENT_PER_DAY');
          return false;
        }
        const id = await this.queue(em, mail);
        this.log.debug({ mail: id, kind: mail.kind }, 'mail queued');
        return true;
      },
      { propagation: TransactionPropagation.REQUIRED },
    );
  }

  /**
   * Queues a failed mail again (an operator's retry): false when it is not failed. The database
   * decides: one conditional UPDATE, and the job on the same transaction, so of two retries at once
   * (two operators, two replicas) one queues it and the other finds it queued.
   */
  async retry(id: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const retried: { id: string }[] = await em
        .getConnection()
        .execute(
          `update mail_outbox set status = ? where id = ? and status = ? returning id`,
          [MailStatus.queued, id, MailStatus.failed],
          'all',
          em.getTransactionContext(),
        );
      if (!retried.length) return false;
      await enqueue(em, DELIVER_MAIL_TASK, { id }, { maxAttempts: QUEUE_MAX_ATTEMPTS });
      return true;
    });
  }

  private async queue(em: EntityManager, mail: Mail): Promise<string> {
    const id = randomUUID();
    await em.insert(MailOutbox, {
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      link: mail.link ?? null,
      kind: mail.kind,
      language: mail.language,
      status: MailStatus.queued,
      attempts: 0,
      createdAt: new Date(),
    });
    await enqueue(em, DELIVER_MAIL_TASK, { id }, { maxAttempts: QUEUE_MAX_ATTEMPTS });
    return id;
  }
}
