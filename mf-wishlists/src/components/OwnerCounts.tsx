import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { svgIcon } from '@cigogne/ui/icons/svgIcon';
import { useWishlistsT } from '../i18n/useWishlistsT';

// light: this counter is on the dashboard card (see svgIcon)
const GiftIcon = svgIcon(GiftOutlined);

/** A list's counts as the gateway answers them (one rule for every path, wishlist.availability.ts). */
export interface ListCounts {
  itemCount: number;
  unitCount: number;
  reservedUnits: number;
  pledgeCount: number;
}

/**
 * "3 articles · 2 sur 4 réservés · 1 participation" with plural forms (docs/product.md#languages-and-formats),
 * for the owner's list and card: units taken, so a half-taken item or a pledge never reads as "none reserved".
 */
export function OwnerCounts({ counts }: { counts: ListCounts }) {
  const t = useWishlistsT();
  return (
    <span className="wl-counts">
      <GiftIcon aria-hidden /> {t('wishlists.count.items', { count: counts.itemCount })}
      {counts.itemCount > 0 && <> · {t('wishlists.owner.reserved', { count: counts.reservedUnits, units: counts.unitCount })}</>}
      {counts.pledgeCount > 0 && <> · {t('wishlists.owner.pledges', { count: counts.pledgeCount })}</>}
    </span>
  );
}
