import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';

/**
 * A ceremony's challenge, kept in PostgreSQL so that any replica can finish it; deleted when it is
 * used (single use), useless past `expiresAt`.
 */
@Entity({ tableName: 'passkey_challenges' })
export class PasskeyChallenge extends BaseEntity {
  /** base64url, as the browser echoes it in clientDataJSON. */
  @Property({ length: 128, unique: true })
  challenge: string;

  /** `registration` or `authentication`: a challenge of one ceremony cannot finish the other. */
  @Property({ length: 20 })
  purpose: string;

  /** The signed-in user of a registration; none for a sign-in (the credential names its user). */
  @ManyToOne(() => User, { deleteRule: 'cascade', nullable: true })
  user?: User;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt: Date;
}
