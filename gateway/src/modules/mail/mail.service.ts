import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { tooManyRequests } from '../../common/errors.js';
import type { Config } from '../../config.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import { MailOutbox } from './mail-outbox.entity.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (reset, cancel), logged when there is no SMTP server. */
  link?: string;
}

const DAY_SECONDS = 24 * 3600;

/**
 * Sends through SMTP_URL when set. Every mail is also kept in the outbox table; without SMTP the
 * outbox and a log line carrying the link are the delivery, so a local user can follow it. With
 * SMTP, a delivered mail's row keeps recipient, subject and sent date only: its body and link
 * (reset and cancel tokens) are not kept once the mail is out.
 *
 * Each recipient gets at most MAIL_LIMIT_PER_RECIPIENT_PER_DAY mails a day, whatever their kind,
 * counted by the database (one atomic upsert per mail), so no burst of callers can mail an address
 * more. Over the cap, `send` drops the mail and logs it (the caller's action succeeds); a caller
 * whose action is pointless without its mail claims first (`claim`) and is refused.
 */
export class MailService {
  private readonly transport?: Transporter;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly limiter: RateLimiter,
  ) {
    if (config.smtpUrl) this.transport = nodemailer.createTransport(config.smtpUrl);
  }

  /** Takes one mail of `to`'s daily cap; false when it is spent. */
  private async take(to: string): Promise<boolean> {
    const key = `mail:to:${to.trim().toLowerCase()}`;
    const counts = await this.limiter.count({ key, windowSeconds: DAY_SECONDS });
    return counts.get(key)! <= this.config.mailLimitPerRecipientPerDay;
  }

  /** Takes one mail of `to`'s daily cap for a mail sent later with `{ claimed: true }`; 429 `tooManyRequests` when it is spent. */
  async claim(to: string): Promise<void> {
    if (!(await this.take(to))) throw tooManyRequests();
  }

  /** Sends (or keeps) a mail; false when the recipient's daily cap dropped it. */
  async send(mail: Mail, options: { claimed?: boolean } = {}): Promise<boolean> {
    if (!options.claimed && !(await this.take(mail.to))) {
      // neither body nor link: the log must not carry what the mail would have
      this.log.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: the recipient reached MAIL_LIMIT_PER_RECIPIENT_PER_DAY');
      return false;
    }
    const em = this.em.fork();
    const row = em.create(MailOutbox, { ...mail, createdAt: new Date() });
    await em.flush();
    if (!this.transport) {
      this.log.info(
        { to: mail.to, subject: mail.subject, link: mail.link },
        `mail kept in the outbox (no SMTP_URL)${mail.link ? `: ${mail.link}` : ''}`,
      );
      return true;
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      // delivered: the tokens it carried live in the recipient's mailbox only
      await em.getConnection().execute(`update mail_outbox set sent_at = now(), text = '', link = null where id = ?`, [row.id]);
    } catch (err) {
      // The caller's answer must not reveal delivery problems (forgot-password stays neutral).
      this.log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent; it stays in the outbox');
    }
    return true;
  }

  close(): void {
    this.transport?.close();
  }
}
