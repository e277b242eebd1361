import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from './user.entity.js';

/** A reset link's token, stored as its SHA-256 only: a database leak does not hand out resets. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken extends BaseEntity {
  // resetPassword invalidates a user's other links and the users FK cascades: both look rows up by user
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
