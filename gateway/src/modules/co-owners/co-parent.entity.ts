import { Check, Entity, Index, ManyToOne, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { User } from '../auth/user.entity.js';

/**
 * A user who co-owns every page of `owner`, present and future (docs/product.md#co-parents): one
 * row per pair, made by accepting an invitation; the view `page_co_owner_ids` gives it effect.
 */
@Entity({ tableName: 'co_parents' })
@Unique({ properties: ['owner', 'user'] })
@Check({ name: 'co_parents_not_self_check', expression: '"owner_id" <> "user_id"' })
export class CoParent extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner: User;

  // "whose co-parent am I" and the account's erasure look rows up by user
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;
}
