import { invalidForm } from '../../common/errors.js';
import type { AdminList } from '../module.js';

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

/** An HTTP status from 100 to 599, or none. */
function parseStatus(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 100 || n > 599) throw invalidForm([{ path: 'status', message: 'validation.invalid' }]);
  return n;
}

/** The admin's error log: newest first, optionally of one status; `statuses` are every status seen, ascending, for the filter buttons. */
export const errorLogsAdminList: AdminList = async (em, { pageSize, offset }, query) => {
  const status = parseStatus(query.status);
  const where = status === null ? '' : 'where status = ?';
  const filter = status === null ? [] : [status];
  const connection = em.getConnection();
  const [[{ n: total }], rows, statuses] = await Promise.all([
    connection.execute<{ n: number }[]>(`select count(*)::int as n from api_error_logs ${where}`, filter),
    connection.execute<Record<string, never>[]>(`select * from api_error_logs ${where} order by date desc, id limit ? offset ?`, [
      ...filter,
      pageSize,
      offset,
    ]),
    // a loose index scan: one index probe per distinct status instead of reading every row
    connection.execute<{ status: number }[]>(
      `with recursive s(status) as (
         (select status from api_error_logs order by status limit 1)
         union all
         select (select status from api_error_logs where status > s.status order by status limit 1) from s where s.status is not null
       ) select status from s where status is not null`,
    ),
  ]);
  const items: AdminErrorLogRow[] = rows.map((r) => ({
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
  }));
  return { status, statuses: statuses.map((s) => s.status), total, items };
};
