import { Entity, Index, ManyToOne, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../auth/user.entity.js';
import { PageRow } from './page-row.js';

/** A user who owns a page with its owner (docs/product.md#co-owners). */
@Entity({ tableName: 'page_co_owners' })
@Unique({ properties: ['pageId', 'user'] })
export class PageCoOwner extends PageRow {
  // "the pages shared with me" and the account's erasure look rows up by user
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;
}
