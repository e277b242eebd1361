import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from './user.entity.js';

/**
 * One signed-in device: the JWT names its row, and a token is accepted only while the row exists
 * (logout, a password change or reset delete rows). Deleting the user deletes its sessions.
 */
@Entity({ tableName: 'sessions' })
export class Session extends BaseEntity {
  // listed, ended and purged by user
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  /** The browser's User-Agent, cut to 300 characters: shown as a device in the sessions list. */
  @Property({ length: 300, nullable: true })
  userAgent?: string;

  @Property({ type: 'datetime' })
  lastSeenAt: Date = new Date();

  /** The token's own expiry: past it the row is useless and the retention purge deletes it. */
  @Index()
  @Property({ type: 'datetime' })
  expiresAt: Date;
}
