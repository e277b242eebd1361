import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { PageKind } from '../../common/page-kind.js';
import { User } from '../auth/user.entity.js';

/**
 * A user who owns a page with its owner (docs/product.md#co-owners). The page has no foreign key
 * (three tables): a trigger on each page table deletes its rows with the page.
 */
@Entity({ tableName: 'page_co_owners' })
@Unique({ properties: ['pageId', 'user'] })
export class PageCoOwner extends BaseEntity {
  @Enum({ items: () => PageKind })
  kind: PageKind;

  @Property({ type: 'uuid' })
  pageId: string;

  // "the pages shared with me" and the account's erasure look rows up by user
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;
}
