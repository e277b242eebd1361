import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../auth/user.entity.js';
import { PageRow } from './page-row.js';

/**
 * A mailed invitation to co-own a page: the link's token is stored as its SHA-256 only (as the
 * account's single-use links), used once, valid INVITATION_TTL_MS.
 */
@Entity({ tableName: 'page_invitations' })
@Index({ properties: ['pageId', 'createdAt'] })
export class PageInvitation extends PageRow<'acceptedAt'> {
  // the inviter's erasure takes their invitations along
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  inviter: User;

  /** The invited address, lower-cased: only the account with this address may accept. */
  @Index()
  @Property({ length: 254 })
  email: string;

  @Property({ length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date;
}
