import type { QueryResult } from '@mikro-orm/core';
import bcrypt from 'bcrypt';
import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidForm, unauthorized } from '../../common/errors.js';
import type { AccountData, ExportPart } from '../module.js';
import { USER_VIEW_COLUMNS, userViewOfRow, type UserViewRow } from './user.view.js';

/** The export's `user`: the account as REST answers it (never the password hash); 401 once it is gone. */
export const userExport: ExportPart = async ({ run }) => {
  const [user] = await run<UserViewRow>(`select ${USER_VIEW_COLUMNS} from users where id = ?`);
  if (!user) throw unauthorized();
  return { user: userViewOfRow(user) };
};

/** The account's e-mail once `password` is its own (422 otherwise, 401 when there is no such account). */
export async function confirmAccountPassword(em: EntityManager, id: string, password: string): Promise<string> {
  const [user] = await em
    .getConnection()
    .execute<{ email: string; password_hash: string }[]>(`select email, password_hash from users where id = ?`, [id]);
  if (!user) throw unauthorized();
  if (!(await bcrypt.compare(password, user.password_hash))) throw invalidForm([{ path: 'password', message: 'validation.wrongPassword' }]);
  return user.email;
}

/**
 * The erasure's last step: the user row, whose foreign keys cascade to what the account owns. 401
 * when a parallel request erased it meanwhile: this one has nothing left to erase.
 */
export async function eraseUserRow({ em, userId }: AccountData): Promise<void> {
  const gone = await em.getConnection().execute<QueryResult>(`delete from users where id = ?`, [userId], 'run', em.getTransactionContext());
  if (!gone.affectedRows) throw unauthorized();
}
