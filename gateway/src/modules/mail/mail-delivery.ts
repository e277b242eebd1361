import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { mailboxOf } from '../../common/mailbox.js';
import { redactError } from '../../common/redact.js';
import type { Config } from '../../config.js';
import { inClientSpan } from '../../observability/gateway-spans.js';
import { kindLabel, mails } from '../../observability/metrics.js';
import { MailStatus } from './mail-outbox.entity.js';

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  link: string | null;
  kind: string | null;
}

/**
 * Delivers the outbox rows the queue hands it. Sends through SMTP_URL when set; a delivered row
 * keeps recipient, subject, kind and dates only: its body and link (reset and cancel tokens) live
 * in the recipient's mailbox alone. Without SMTP_URL the row (kept whole) and a log line carrying
 * the link are the delivery, so a local user can follow it.
 *
 * A failed attempt is counted on the row and thrown back to the queue, which retries with an
 * exponential backoff (e^n seconds: about 3 s, 7 s, 20 s...); a job older than MAIL_RETRY_HOURS
 * gives up and the row becomes `failed`, as does a mail the server refuses for good (5xx).
 */
export class MailDelivery {
  private readonly transport?: Transporter;
  private readonly smtpHost: string;
  /** The domain of MAIL_FROM, for the Message-ID of each row. */
  private readonly idDomain: string;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    this.smtpHost = config.smtpUrl ? new URL(config.smtpUrl).hostname : '';
    this.idDomain = mailboxOf(config.mailFrom)?.split('@')[1] ?? 'cigogne.invalid';
    // bounded attempts (nodemailer waits 2 minutes by default): a job locked longer than an
    // attempt can last belongs to a dead worker (queue/workers.ts frees it)
    if (config.smtpUrl)
      this.transport = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
  }

  /** One attempt at the row `id`; `jobCreatedAt` dates the job's first try. */
  async deliver(id: string, jobCreatedAt: Date): Promise<void> {
    const connection = this.em.getConnection();
    const [row] = await connection.execute<OutboxRow[]>(
      `select id, "to", subject, text, html, link, kind from mail_outbox where id = ? and status in (?, ?)`,
      [id, MailStatus.queued, MailStatus.retrying],
    );
    // sent already, or purged, or erased with its account: nothing to do
    if (!row) return;
    if (!this.transport) {
      this.log.info(
        { to: row.to, subject: row.subject, link: row.link },
        `mail kept in the outbox (no SMTP_URL)${row.link ? `: ${row.link}` : ''}`,
      );
      await connection.execute(`update mail_outbox set status = ?, sent_at = now() where id = ?`, [MailStatus.sent, id]);
      mails.inc({ kind: kindLabel(row.kind), result: 'sent' });
      return;
    }
    try {
      const transport = this.transport;
      // the span names the kind and the server, never the recipient
      await inClientSpan('smtp send', { 'mail.kind': kindLabel(row.kind), 'server.address': this.smtpHost }, () =>
        transport.sendMail({
          from: this.config.mailFrom,
          to: row.to,
          subject: row.subject,
          // one Message-ID per row, on every attempt: a worker killed after the server took the
          // mail but before the row says so sends it again, and mailboxes drop the duplicate
          messageId: `<${row.id}@${this.idDomain}>`,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        }),
      );
    } catch (err) {
      // stored, logged and shown to operators alike: without the recipient, any address, the link or a token
      const error = redactError(err, [row.link, row.to]);
      // a 5xx reply (unknown mailbox, refused sender) says the same on every retry: failed at once,
      // for an operator to see and retry; anything else (server down, 4xx) retries until MAIL_RETRY_HOURS
      const permanent = isPermanentRefusal(err);
      const giveUp = permanent || Date.now() - jobCreatedAt.getTime() >= this.config.mailRetryHours * 3600_000;
      await connection.execute(`update mail_outbox set status = ?, attempts = attempts + 1, last_error = ? where id = ?`, [
        giveUp ? MailStatus.failed : MailStatus.retrying,
        error,
        id,
      ]);
      mails.inc({ kind: kindLabel(row.kind), result: giveUp ? 'failed' : 'retry' });
      this.log.warn(
        { mail: id, kind: row.kind, error, giveUp },
        permanent
          ? 'mail failed: the SMTP server refused it'
          : giveUp
            ? 'mail failed: no more retries'
            : 'mail not delivered yet: it will be retried',
      );
      // thrown again for the queue's backoff; the message carries neither body nor link, and on
      // purpose no `cause`: the queue would store what the SMTP error carried
      // eslint-disable-next-line preserve-caught-error
      if (!giveUp) throw new Error(error);
      return;
    }
    // delivered: the tokens it carried live in the recipient's mailbox only
    await connection.execute(
      `update mail_outbox set status = ?, sent_at = now(), text = '', html = null, link = null, last_error = null where id = ?`,
      [MailStatus.sent, id],
    );
    mails.inc({ kind: kindLabel(row.kind), result: 'sent' });
  }

  close(): void {
    this.transport?.close();
  }
}

/** An SMTP reply of class 5 (RFC 5321: permanent), as nodemailer reports it in `responseCode`. */
function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
