import { formatEuros } from '@cigogne/ui/format/money';
import type { ReactNode } from 'react';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { ItemImage } from './ItemImage';
import { ItemMarks } from './ItemMarks';
import { ItemProgress } from './ItemProgress';
import { ReservationsNote } from './ReservationsNote';
import { ReservedBadge } from './ReservedBadge';
import { ReserverNote } from './ReserverNote';
import '../styles/item.css';

interface Props {
  item: WishlistItemView;
  /** The owner's view: who reserved is shown under the item, and the owner's marks. */
  showReserver: boolean;
  /** The buttons of the item (visitor's or owner's). */
  actions: ReactNode;
}

/** One item of the list: picture, title, marks, price in euros, what is taken, description, reserved badge and actions. */
export function ItemCard({ item, showReserver, actions }: Props) {
  const t = useWishlistsT();
  const titleId = `wl-item-${item.id}`;
  // one unit, one reservation: the note of before; several units or pledges: one line each
  const shared = item.quantity > 1 || item.groupGift;
  return (
    <li className={`wl-item${item.isReserved ? ' wl-item--reserved' : ''}`} aria-labelledby={titleId}>
      <ItemImage src={item.photo?.thumbnailUrl ?? item.image} alt={t('wishlists.item.imageAlt', { title: item.title })} />
      <div className="wl-item__body">
        <h3 id={titleId} className="wl-item__title">
          {item.title}
        </h3>
        <ItemMarks item={item} owner={showReserver} />
        <p className="wl-item__price">{item.price === null ? t('wishlists.item.noPrice') : formatEuros(item.price)}</p>
        <ItemProgress item={item} />
        {item.isReserved && <ReservedBadge label={item.boughtElsewhere && !showReserver ? t('wishlists.item.unavailable') : undefined} />}
        {item.description && <p className="wl-item__description">{item.description}</p>}
        {showReserver && !shared && item.isReserved && item.reservedBy && <ReserverNote reservedBy={item.reservedBy} />}
        {showReserver && shared && !!item.reservations?.length && <ReservationsNote reservations={item.reservations} />}
        <div className="wl-item__actions">{actions}</div>
      </div>
    </li>
  );
}
