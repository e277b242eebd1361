import type { EntityManager } from '@mikro-orm/postgresql';
import { parseChoice, uuidArray } from '../../common/pagination.js';
import type { AdminList } from '../module.js';

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

/** The admin's users: newest first by registration or by last login; users who never logged in sort last. */
export const usersAdminList: AdminList = async (em, { pageSize, offset }, query) => {
  const sort = parseChoice('sort', query.sort, USER_SORTS, 'createdAt');
  const column = sort === 'createdAt' ? 'created_at' : 'last_login_at';
  const connection = em.getConnection();
  const [[{ n: total }], rows] = await Promise.all([
    connection.execute<{ n: number }[]>('select count(*)::int as n from users'),
    connection.execute<Record<string, never>[]>(
      `select id, first_name, last_name, email, created_at, last_login_at from users
       order by ${column} desc nulls last, id limit ? offset ?`,
      [pageSize, offset],
    ),
  ]);
  const items: AdminUserRow[] = rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    createdAt: new Date(r.created_at),
    lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at),
  }));
  return { sort, total, items };
};

/** The e-mails of these accounts by id, for the admin's lists of pages (their owners): one query, rows or none. */
export async function emailsOf(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
  const rows = await em
    .getConnection()
    .execute<{ id: string; email: string }[]>(`select id, email from users where id = any(?::uuid[])`, [uuidArray(ids)]);
  return new Map(rows.map((r) => [r.id, r.email]));
}
