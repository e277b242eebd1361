import type { EntityManager } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { MailOutbox } from './mail-outbox.entity.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (reset, cancel), logged when there is no SMTP server. */
  link?: string;
}

/**
 * Sends through SMTP_URL when set. Every mail is also kept in the outbox table; without SMTP the
 * outbox and a log line carrying the link are the delivery, so a local user can follow it.
 */
export class MailService {
  private readonly transport?: Transporter;

  constructor(
    private readonly em: EntityManager,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    if (config.smtpUrl) this.transport = nodemailer.createTransport(config.smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    const em = this.em.fork();
    const row = em.create(MailOutbox, { ...mail, createdAt: new Date() });
    await em.flush();
    if (!this.transport) {
      this.log.info(
        { to: mail.to, subject: mail.subject, link: mail.link },
        `mail kept in the outbox (no SMTP_URL)${mail.link ? `: ${mail.link}` : ''}`,
      );
      return;
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      row.sentAt = new Date();
      await em.flush();
    } catch (err) {
      // The caller's answer must not reveal delivery problems (forgot-password stays neutral).
      this.log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent; it stays in the outbox');
    }
  }

  close(): void {
    this.transport?.close();
  }
}
