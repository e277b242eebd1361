import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound } from '../../common/errors.js';
import { assertId } from '../../common/guards.js';
import { maskEmail } from '../../common/redact.js';
import { MailStatus } from './mail-outbox.entity.js';
import type { MailService } from './mail.service.js';
import { parseChoice, parsePage, type Page } from '../../common/pagination.js';

export const MAIL_STATUSES = Object.values(MailStatus);

/** One mail as operators see it: never the address, the body or the link (tokens). */
export interface AdminMailRow {
  id: string;
  /** c•••@e•••.fr */
  recipient: string;
  kind: string | null;
  language: string | null;
  status: MailStatus;
  /** Failed delivery attempts. */
  attempts: number;
  /** The last delivery error, redacted when it was stored (mail-delivery.ts). */
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** 409: only a failed mail is retried (a queued, retrying or sent one is on its way or delivered). */
export const mailNotFailed = () => new DomainError('mailNotFailed', 409);

type Query = Record<string, unknown>;

/** The admin area's mails screen (/admin/mails), over this module's outbox: the outbox newest first, optionally of one status, and the retry of a failed mail. */
export class AdminMailsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  async list(query: Query): Promise<Page<AdminMailRow> & { status: MailStatus | null }> {
    const { page, pageSize, offset } = parsePage(query);
    const chosen = parseChoice('status', query.status, [...MAIL_STATUSES, 'all'] as const, 'all');
    const status = chosen === 'all' ? null : chosen;
    const where = status ? 'where status = ?' : '';
    const filter = status ? [status] : [];
    const connection = this.em.getConnection();
    const [[{ n: total }], rows] = await Promise.all([
      connection.execute<{ n: number }[]>(`select count(*)::int as n from mail_outbox ${where}`, filter),
      connection.execute<Record<string, never>[]>(
        `select id, "to", kind, language, status, attempts, last_error, created_at, sent_at from mail_outbox ${where}
         order by created_at desc, id limit ? offset ?`,
        [...filter, pageSize, offset],
      ),
    ]);
    return { status, page, pageSize, total, items: rows.map(rowOf) };
  }

  /** Queues a failed mail again; 404 for an unknown id, 409 `mailNotFailed` for any other status. */
  async retry(id: string): Promise<AdminMailRow> {
    assertId(id);
    const retried = await this.mail.retry(id);
    const [row] = await this.em
      .getConnection()
      .execute<Record<string, never>[]>(
        `select id, "to", kind, language, status, attempts, last_error, created_at, sent_at from mail_outbox where id = ?`,
        [id],
      );
    if (!row) throw notFound();
    if (!retried) throw mailNotFailed();
    return rowOf(row);
  }
}

function rowOf(r: Record<string, never>): AdminMailRow {
  return {
    id: r.id,
    recipient: maskEmail(r.to),
    kind: r.kind,
    language: r.language,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: new Date(r.created_at),
    sentAt: r.sent_at === null ? null : new Date(r.sent_at),
  };
}
