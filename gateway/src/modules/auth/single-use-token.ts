import { Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { BaseEntity } from '../../common/base.entity.js';
import { DomainError } from '../../common/errors.js';
import { User } from './user.entity.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new link token: 32 random bytes, URL-safe. Only its SHA-256 is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * A mailed link's token (password reset, e-mail verification), stored as its SHA-256 only: a
 * database leak hands out no link. Single use, with an expiry.
 */
export abstract class SingleUseToken extends BaseEntity {
  // claims invalidate a user's other links and the users FK cascades: both look rows up by user
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ length: 64, unique: true })
  tokenHash: string;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;
}

/**
 * Claims a link token with one conditional update inside the caller's transaction, and returns its
 * user's id; every other pending link of that user in `table` dies with it. Of two concurrent uses
 * the second waits for the first's transaction and then finds it used. A used, expired or unknown
 * token is `invalidTokenException`.
 */
export async function claimLinkToken(em: EntityManager, table: 'password_reset_tokens' | 'email_verification_tokens', token: string) {
  const connection = em.getConnection();
  const claimed: { user_id: string }[] = await connection.execute(
    `update ${table} set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id`,
    [sha256(token)],
    'all',
    em.getTransactionContext(),
  );
  if (!claimed.length) throw new DomainError('invalidTokenException', 400, [{ path: 'token', message: 'validation.invalidToken' }]);
  const userId = claimed[0].user_id;
  await connection.execute(
    `update ${table} set used_at = now() where user_id = ? and used_at is null`,
    [userId],
    'run',
    em.getTransactionContext(),
  );
  return userId;
}
