import type { WishlistItemView } from './wishlistView';

/** Limits of the gateway's ReserveInput (docs/product.md#validation): the dialog's and the island's. */
export const RESERVE_LIMITS = { name: 50, email: 254, message: 500 } as const;

/** What a guest's reservation needs to know of an item. */
export type ReservableItem = Pick<
  WishlistItemView,
  'id' | 'title' | 'quantity' | 'reservedQuantity' | 'groupGift' | 'fundedAmount' | 'price'
>;

/** Units of an item still free. */
export const unitsLeft = (item: ReservableItem) => item.quantity - item.reservedQuantity;

/** Euros of a group gift still to fund, to the cent. */
export const eurosLeft = (item: ReservableItem) => Math.round(((item.price ?? 0) - item.fundedAmount) * 100) / 100;
