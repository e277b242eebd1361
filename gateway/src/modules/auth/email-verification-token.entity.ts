import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from './user.entity.js';

/** A verification link's token, stored as its SHA-256 only (as password_reset_tokens). */
@Entity({ tableName: 'email_verification_tokens' })
export class EmailVerificationToken extends BaseEntity {
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
