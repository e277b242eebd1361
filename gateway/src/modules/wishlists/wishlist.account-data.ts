import { groupBy, rowView } from '../../common/account-rows.js';
import type { ErasurePart, ExportPart } from '../module.js';

/**
 * The export's `wishlists`, with their items and each item's reservations (units, pledges:
 * docs/product.md#quantities-and-group-gifts), listed column by column: never the guest's e-mail
 * nor the cancel token's hash.
 */
export const wishlistsExport: ExportPart = async ({ run }) => {
  const wishlists = await run(`select * from wishlists where owner_id = ? order by created_at, id`);
  const items = await run(
    `select i.* from wishlist_items i join wishlists w on w.id = i.wishlist_id
     where w.owner_id = ? order by i.created_at, i.id`,
  );
  const reservations = await run(
    `select r.id, r.item_id, r.name, r.is_anonymous, r.message, r.quantity, r.amount_cents, r.created_at, r.thanked_at,
            r.thank_note, r.thank_note_at
     from reservations r join wishlist_items i on i.id = r.item_id join wishlists w on w.id = i.wishlist_id
     where w.owner_id = ? order by r.created_at, r.id`,
  );
  const itemsOf = groupBy(items, 'wishlist_id');
  const reservationsOf = groupBy(reservations, 'item_id');
  return {
    wishlists: wishlists.map((w) => ({
      ...rowView(w, ['owner_id']),
      items: (itemsOf.get(w.id) ?? []).map((i) => ({
        ...rowView(i, ['wishlist_id']),
        reservations: (reservationsOf.get(i.id) ?? []).map((r) => rowView(r, ['item_id'])),
      })),
    })),
  };
};

/** Gifts they reserved on other families' lists stay reserved (the list is its owner's), without their address. */
export const wishlistsErasure: ErasurePart = async ({ run, email }) => {
  await run(`update reservations set email = null where lower(email) = ?`, [email]);
};
