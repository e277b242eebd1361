import { formatEuros } from '@cigogne/ui/format/money';
import type { ReactNode } from 'react';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { ItemImage } from './ItemImage';
import { ReservedBadge } from './ReservedBadge';
import { ReserverNote } from './ReserverNote';

interface Props {
  item: WishlistItemView;
  /** The owner's view: who reserved is shown under the item. */
  showReserver: boolean;
  /** The buttons of the item (visitor's or owner's). */
  actions: ReactNode;
}

/** One item of the list: picture, title, price in euros, description, reserved badge and actions. */
export function ItemCard({ item, showReserver, actions }: Props) {
  const t = useWishlistsT();
  const titleId = `wl-item-${item.id}`;
  return (
    <li className={`wl-item${item.isReserved ? ' wl-item--reserved' : ''}`} aria-labelledby={titleId}>
      <ItemImage src={item.image} alt={t('wishlists.item.imageAlt', { title: item.title })} />
      <div className="wl-item__body">
        <h3 id={titleId} className="wl-item__title">
          {item.title}
        </h3>
        <p className="wl-item__price">{item.price === null ? t('wishlists.item.noPrice') : formatEuros(item.price)}</p>
        {item.isReserved && <ReservedBadge />}
        {item.description && <p className="wl-item__description">{item.description}</p>}
        {showReserver && item.isReserved && item.reservedBy && <ReserverNote reservedBy={item.reservedBy} />}
        <div className="wl-item__actions">{actions}</div>
      </div>
    </li>
  );
}
