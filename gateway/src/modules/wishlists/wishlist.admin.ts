import { emailsOf } from '../auth/index.js';
import type { AdminList } from '../module.js';
import { COUNTS_SQL, SHARES_JOIN_SQL, countsOfRow, type CountsRow, type WishlistCounts } from './wishlist.availability.js';

export interface AdminWishlistRow extends WishlistCounts {
  id: string;
  title: string;
  visibility: string;
  ownerEmail: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The admin's lists: newest first, with item and reserved counts aggregated for the page's lists
 * only, and their owners' e-mails (auth's).
 */
export const wishlistsAdminList: AdminList = async (em, { pageSize, offset }) => {
  const connection = em.getConnection();
  const [[{ n: total }], rows] = await Promise.all([
    connection.execute<{ n: number }[]>('select count(*)::int as n from wishlists'),
    connection.execute<Record<string, never>[]>(
      `select w.id, w.title, w.visibility, w.created_at, w.updated_at, w.owner_id,
              ${COUNTS_SQL}
       from (select * from wishlists order by created_at desc, id limit ? offset ?) w
       left join wishlist_items i on i.wishlist_id = w.id
       ${SHARES_JOIN_SQL}
       group by w.id, w.title, w.visibility, w.created_at, w.updated_at, w.owner_id
       order by w.created_at desc, w.id`,
      [pageSize, offset],
    ),
  ]);
  const owners = await emailsOf(em, [...new Set(rows.map((r) => r.owner_id as string))]);
  const items: AdminWishlistRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    visibility: r.visibility,
    ...countsOfRow(r as unknown as CountsRow),
    ownerEmail: owners.get(r.owner_id)!,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
  return { total, items };
};
