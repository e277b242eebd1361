import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { svgIcon } from '@cigogne/ui/icons/svgIcon';
import { useWishlistsT } from '../i18n/useWishlistsT';

// light: this counter is on the dashboard card (see svgIcon)
const GiftIcon = svgIcon(GiftOutlined);

/** "3 articles · 1 réservé" with plural forms (docs/product.md#languages-and-formats), for the owner's list and card. */
export function OwnerCounts({ itemCount, reservedCount }: { itemCount: number; reservedCount: number }) {
  const t = useWishlistsT();
  return (
    <span className="wl-counts">
      <GiftIcon aria-hidden /> {t('wishlists.count.items', { count: itemCount })}
      {itemCount > 0 && <> · {t('wishlists.owner.reserved', { count: reservedCount })}</>}
    </span>
  );
}
