import { Check, Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { PageKind } from '../../common/page-kind.js';
import { User } from '../auth/user.entity.js';

/**
 * A mailed invitation to co-own a page, or without a page (kind and page null) to be the inviter's
 * co-parent, for all their pages (docs/product.md#co-parents). The link's token is stored as its SHA-256 only (as the
 * account's single-use links), used once, valid INVITATION_TTL_MS.
 */
@Entity({ tableName: 'page_invitations' })
@Index({ properties: ['pageId', 'createdAt'] })
@Check({ name: 'page_invitations_page_or_co_parent_check', expression: '("kind" is null) = ("page_id" is null)' })
export class PageInvitation extends BaseEntity<'acceptedAt' | 'kind' | 'pageId'> {
  // no foreign key can name the page (three tables): a trigger on each page table deletes these rows with it
  @Enum({ items: () => PageKind, nullable: true })
  kind: PageKind | null = null;

  @Property({ type: 'uuid', nullable: true })
  pageId: string | null = null;

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
