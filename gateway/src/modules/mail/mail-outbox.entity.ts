import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';

/** Where a mail is on its way: queued (a job waits), retrying (SMTP failed, a job retries), sent, failed (gave up). */
export enum MailStatus {
  queued = 'queued',
  retrying = 'retrying',
  sent = 'sent',
  failed = 'failed',
}

/**
 * Every mail the product sends, and its delivery state (the job queue carries only its id).
 * Without SMTP_URL this table (and a log line) is the delivery.
 */
@Entity({ tableName: 'mail_outbox' })
// the retention purge deletes by age; the admin screen lists the most recent first
@Index({ properties: ['createdAt'] })
export class MailOutbox extends BaseEntity<'status' | 'attempts'> {
  @Property({ length: 254 })
  to: string;

  @Property({ length: 300 })
  subject: string;

  @Property({ type: 'text' })
  text: string;

  /** The HTML part, kept only while the mail waits to be delivered. */
  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'text', nullable: true })
  link?: string | null;

  /** What the mail is about (resetPassword, guestReserved...), for operators. */
  @Property({ length: 40, nullable: true })
  kind?: string | null;

  @Property({ length: 2, nullable: true })
  language?: string | null;

  @Enum({ items: () => MailStatus, default: MailStatus.queued })
  status: MailStatus = MailStatus.queued;

  /** Delivery attempts that failed. */
  @Property({ default: 0 })
  attempts: number = 0;

  /** The SMTP error of the last failed attempt (never the body or the link). */
  @Property({ length: 500, nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
