import type { Pool } from 'pg';
import type { FirstNameToGuests, Language, User } from './user.entity.js';

/** The user as REST answers it (docs/product.md#data-model); never the password hash. */
export function userView(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    language: user.language,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt ?? null,
    notifyByEmail: user.notifyByEmail,
    firstNameToGuests: user.firstNameToGuests,
  };
}

export type UserView = ReturnType<typeof userView>;

/** The columns of `users` that make a UserView, for reads that skip entity hydration. */
export const USER_VIEW_COLUMNS =
  'id, first_name, last_name, email, is_admin, email_verified, language, created_at, last_login_at, notify_by_email, first_name_to_guests';

/** The user view's columns on a users row aliased `u` (a join from sessions or api_tokens). */
const JOINED_USER_COLUMNS = USER_VIEW_COLUMNS.split(', ')
  .map((column) => `u.${column}`)
  .join(', ');

/**
 * The rows of `sql` with the user view of the `users u` each joins, `{user}` in its select list
 * standing for that view's columns: requests' identities (sessions', tokens') in one read.
 */
export async function readAllWithUser<Row extends object>(
  pool: Pool,
  sql: string,
  params: unknown[],
): Promise<Array<{ row: Row & UserViewRow; user: UserView }>> {
  const { rows } = await pool.query<Row & UserViewRow>(sql.replace('{user}', JOINED_USER_COLUMNS), params);
  return rows.map((row) => ({ row, user: userViewOfRow(row) }));
}

/** The first row of `sql` with its user view (readAllWithUser): one request's identity. */
export async function readWithUser<Row extends object>(
  pool: Pool,
  sql: string,
  params: unknown[],
): Promise<{ row: Row & UserViewRow; user: UserView } | undefined> {
  return (await readAllWithUser<Row>(pool, sql, params))[0];
}

export interface UserViewRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: boolean;
  email_verified: boolean;
  language: Language;
  // MikroORM's driver hands timestamps over as ISO strings
  created_at: string | Date;
  last_login_at: string | Date | null;
  notify_by_email: boolean;
  first_name_to_guests: FirstNameToGuests;
}

export function userViewOfRow(row: UserViewRow): UserView {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified,
    language: row.language,
    createdAt: new Date(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
    notifyByEmail: row.notify_by_email,
    firstNameToGuests: row.first_name_to_guests,
  };
}
