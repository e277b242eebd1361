import { formatEuros } from '@cigogne/ui/format/money';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

export type ItemReservation = NonNullable<WishlistItemView['reservations']>[number];

/** A reservation's share in words: its units, or the euros pledged. */
export function useShareText() {
  const t = useWishlistsT();
  return (r: Pick<ItemReservation, 'quantity' | 'amount'>) =>
    r.amount !== null && r.amount !== undefined ? formatEuros(r.amount) : t('wishlists.item.units', { count: r.quantity ?? 1 });
}

/** The reserver's name, or the anonymous label. */
export function useReserverName() {
  const t = useWishlistsT();
  return (r: Pick<ItemReservation, 'name' | 'isAnonymous'>) => (r.isAnonymous || !r.name ? t('wishlists.item.anonymous') : r.name);
}

/** For the owner only: who took what of an item of several units or a group gift, one line each. */
export function ReservationsNote({ reservations }: { reservations: readonly ItemReservation[] }) {
  const t = useWishlistsT();
  const share = useShareText();
  const nameOf = useReserverName();
  return (
    <ul className="wl-reserver wl-reserver--list">
      {reservations.map((r) => (
        <li key={r.id}>
          {t('wishlists.item.taken', { name: nameOf(r), share: share(r) })}
          {r.message && <blockquote className="wl-reserver__message">{r.message}</blockquote>}
        </li>
      ))}
    </ul>
  );
}
