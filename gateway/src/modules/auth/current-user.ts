import type { EntityManager } from '@mikro-orm/postgresql';
import { unauthorized } from '../../common/errors.js';
import { requireUserId } from '../../common/guards.js';
import { User } from './user.entity.js';

/** The signed-in user's entity; 401 `unauthorized` when signed out or when the account is gone. */
export async function requireUser(em: EntityManager, userId: string | undefined): Promise<User> {
  const user = await em.findOne(User, { id: requireUserId(userId) });
  if (!user) throw unauthorized();
  return user;
}
