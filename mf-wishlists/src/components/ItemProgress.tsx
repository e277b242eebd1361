import { formatEuros } from '@cigogne/ui/format/money';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

type Item = Pick<WishlistItemView, 'title' | 'quantity' | 'reservedQuantity' | 'groupGift' | 'fundedAmount' | 'price'>;

/**
 * What guests have taken so far (docs/product.md#quantities-and-group-gifts), shown to everyone: "2 sur 6
 * réservés" for an item of several units, a bar "X € financés sur Y €" for a group gift. Plain markup
 * (no antd Progress): it is part of the public page's first paint.
 */
export function ItemProgress({ item }: { item: Item }) {
  const t = useWishlistsT();
  if (item.groupGift && item.price) {
    const percent = Math.min(100, Math.round((item.fundedAmount / item.price) * 100));
    const text = t('wishlists.item.funded', { funded: formatEuros(item.fundedAmount), price: formatEuros(item.price) });
    return (
      <div className="wl-progress">
        <div
          className="wl-progress__track"
          role="progressbar"
          aria-label={t('wishlists.item.fundedLabel', { title: item.title })}
          aria-valuemin={0}
          aria-valuemax={item.price}
          aria-valuenow={item.fundedAmount}
          aria-valuetext={text}
        >
          <div className="wl-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="wl-progress__text">{text}</p>
      </div>
    );
  }
  if (item.quantity <= 1) return null;
  return (
    <p className="wl-progress__text">{t('wishlists.item.unitsReserved', { reserved: item.reservedQuantity, quantity: item.quantity })}</p>
  );
}
