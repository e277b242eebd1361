import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Visibility } from '../../common/enums.js';
import type { LivePageAccess } from '../../common/live/live-pages.js';
import { coOwnerIdsSql } from '../../common/ownership.js';
import { nativePool } from '../../db/native-pool.js';
import type { WishlistStatus } from './wishlist.enums.js';
import { listVisibleTo } from './wishlist.rules.js';

/** A live event: which list changed, and nothing else (no name, no item): the client reads the list again. */
@ObjectType({ description: 'A committed change of a wishlist: which one only; read the list again to see it.' })
export class WishlistChange {
  @Field(() => ID)
  wishlistId!: string;
}

interface ListAccessRow {
  ownerId: string | null;
  coOwnerIds: string[];
  visibility: Visibility;
  status: WishlistStatus;
}

/** The list as its visibility rule reads it, and that rule (wishlist.rules.ts): who may follow it is who may see it. */
export function wishlistLiveAccess(em: EntityManager): LivePageAccess<ListAccessRow> {
  return {
    async load(id) {
      const pool = await nativePool(em);
      // the co-owners of this list: an unqualified `id` in the subquery would be page_co_owners.id
      const { rows } = await pool.query<ListAccessRow>(
        `select owner_id as "ownerId", ${coOwnerIdsSql('wishlists.id')} as "coOwnerIds", visibility, status from wishlists where id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
    visible: (row, userId) => listVisibleTo(row, userId),
  };
}
