import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidForm } from '../../common/errors.js';
import type { MailService } from '../mail/mail.service.js';
import { COUNTS_SQL, SHARES_JOIN_SQL, countsOfRow, type CountsRow, type WishlistCounts } from '../wishlists/wishlist.service.js';
import { AdminGuard } from './admin.guard.js';
import { AdminMailsService } from './admin-mails.service.js';
import { parseChoice, parsePage, type Page } from './pagination.js';

export const USER_SORTS = ['createdAt', 'lastLoginAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface AdminWishlistRow extends WishlistCounts {
  id: string;
  title: string;
  visibility: string;
  ownerEmail: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminPredictionRow {
  id: string;
  firstName: string;
  visibility: string;
  answerCount: number;
  ownerEmail: string;
  coOwnerCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminErrorLogRow {
  id: string;
  url: string;
  method: string;
  status: number;
  version: string;
  error: { message: string; stack?: string };
  errorResponse: unknown;
  date: Date;
  userId: string | null;
  ip: string | null;
  referrer: { url?: string };
  os: { name?: string; version?: string };
  device: { type?: string; vendor?: string; model?: string };
  browser: { name?: string; version?: string };
  userAgent: string | null;
}

export interface AdminContactRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  status: string;
  answer: string | null;
  repliedAt: Date | null;
  createdAt: Date;
}

type Query = Record<string, unknown>;

/**
 * The operators' read model: every list of the admin area, one page at a time. Sorting, filtering
 * and counts happen in PostgreSQL, with the same few queries whatever the table's size (a count
 * and a page, plus the distinct statuses for the error log). The caller has passed AdminGuard.
 */
export class AdminService {
  /** The one admin check, used by the REST router and the GraphQL middleware. */
  readonly guard: AdminGuard;
  /** The mails screen: the outbox and the retry of a failed mail. */
  readonly mails: AdminMailsService;

  constructor(
    private readonly em: EntityManager,
    mail: MailService,
  ) {
    this.guard = new AdminGuard(em);
    this.mails = new AdminMailsService(em, mail);
  }

  private sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute(text, params);
  }

  private async count(text: string, params: unknown[] = []): Promise<number> {
    const [row] = await this.sql<{ n: number }>(text, params);
    return row.n;
  }

  /** Newest first by registration or by last login; users who never logged in sort last. */
  async users(query: Query): Promise<Page<AdminUserRow> & { sort: UserSort }> {
    const { page, pageSize, offset } = parsePage(query);
    const sort = parseChoice('sort', query.sort, USER_SORTS, 'createdAt');
    const column = sort === 'createdAt' ? 'created_at' : 'last_login_at';
    const [total, rows] = await Promise.all([
      this.count('select count(*)::int as n from users'),
      this.sql<Record<string, never>>(
        `select id, first_name, last_name, email, created_at, last_login_at from users
         order by ${column} desc nulls last, id limit ? offset ?`,
        [pageSize, offset],
      ),
    ]);
    return {
      sort,
      page,
      pageSize,
      total,
      items: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        createdAt: new Date(r.created_at),
        lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at),
      })),
    };
  }

  /** Newest first, with item and reserved counts aggregated for the page's lists only. */
  async wishlists(query: Query): Promise<Page<AdminWishlistRow>> {
    const { page, pageSize, offset } = parsePage(query);
    const [total, rows] = await Promise.all([
      this.count('select count(*)::int as n from wishlists'),
      this.sql<Record<string, never>>(
        `select w.id, w.title, w.visibility, w.created_at, w.updated_at, (select email from users where id = w.owner_id) as owner_email,
                ${COUNTS_SQL}
         from (select * from wishlists order by created_at desc, id limit ? offset ?) w
         left join wishlist_items i on i.wishlist_id = w.id
         ${SHARES_JOIN_SQL}
         group by w.id, w.title, w.visibility, w.created_at, w.updated_at, w.owner_id
         order by w.created_at desc, w.id`,
        [pageSize, offset],
      ),
    ]);
    return {
      page,
      pageSize,
      total,
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        visibility: r.visibility,
        ...countsOfRow(r as unknown as CountsRow),
        ownerEmail: r.owner_email,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
      })),
    };
  }

  /** Newest first; the answer count is the counter the answers' insert keeps in step (no aggregate over answers). */
  async predictions(query: Query): Promise<Page<AdminPredictionRow>> {
    const { page, pageSize, offset } = parsePage(query);
    const [total, rows] = await Promise.all([
      this.count('select count(*)::int as n from predictions'),
      this.sql<Record<string, never>>(
        `select p.id, p.first_name, p.visibility, p.answer_count, p.created_at, p.updated_at, u.email as owner_email,
                (select count(*) from page_co_owners co where co.page_id = p.id)::int as co_owner_count
         from predictions p join users u on u.id = p.owner_id
         order by p.created_at desc, p.id limit ? offset ?`,
        [pageSize, offset],
      ),
    ]);
    return {
      page,
      pageSize,
      total,
      items: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        visibility: r.visibility,
        answerCount: r.answer_count,
        ownerEmail: r.owner_email,
        coOwnerCount: r.co_owner_count,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
      })),
    };
  }

  /** Newest first, optionally of one status; `statuses` are every status seen, ascending, for the filter buttons. */
  async errorLogs(query: Query): Promise<Page<AdminErrorLogRow> & { statuses: number[]; status: number | null }> {
    const { page, pageSize, offset } = parsePage(query);
    const status = parseStatus(query.status);
    const where = status === null ? '' : 'where status = ?';
    const filter = status === null ? [] : [status];
    const [total, rows, statuses] = await Promise.all([
      this.count(`select count(*)::int as n from api_error_logs ${where}`, filter),
      this.sql<Record<string, never>>(`select * from api_error_logs ${where} order by date desc, id limit ? offset ?`, [
        ...filter,
        pageSize,
        offset,
      ]),
      // a loose index scan: one index probe per distinct status instead of reading every row
      this.sql<{ status: number }>(
        `with recursive s(status) as (
           (select status from api_error_logs order by status limit 1)
           union all
           select (select status from api_error_logs where status > s.status order by status limit 1) from s where s.status is not null
         ) select status from s where status is not null`,
      ),
    ]);
    return {
      status,
      statuses: statuses.map((s) => s.status),
      page,
      pageSize,
      total,
      items: rows.map((r) => ({
        id: r.id,
        url: r.url,
        method: r.method,
        status: r.status,
        version: r.version,
        error: r.error,
        errorResponse: r.error_response ?? null,
        date: new Date(r.date),
        userId: r.user_id,
        ip: r.ip,
        referrer: r.referrer,
        os: r.os,
        device: r.device,
        browser: r.browser,
        userAgent: r.user_agent,
      })),
    };
  }

  /** Newest first. */
  async contacts(query: Query): Promise<Page<AdminContactRow>> {
    const { page, pageSize, offset } = parsePage(query);
    const [total, rows] = await Promise.all([
      this.count('select count(*)::int as n from contact_requests'),
      this.sql<Record<string, never>>(
        `select id, name, email, phone, subject, message, status, answer, replied_at, created_at
         from contact_requests order by created_at desc, id limit ? offset ?`,
        [pageSize, offset],
      ),
    ]);
    return {
      page,
      pageSize,
      total,
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        message: r.message,
        status: r.status,
        answer: r.answer,
        repliedAt: r.replied_at === null ? null : new Date(r.replied_at),
        createdAt: new Date(r.created_at),
      })),
    };
  }
}

/** An HTTP status from 100 to 599, or none. */
function parseStatus(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 100 || n > 599) throw invalidForm([{ path: 'status', message: 'validation.invalid' }]);
  return n;
}
