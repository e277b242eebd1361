import { CheckCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** "Réservé": what every visitor sees of a reservation (never who made it). */
export function ReservedBadge() {
  const t = useWishlistsT();
  return (
    <Tag icon={<CheckCircleFilled aria-hidden />} className="wl-reserved-badge">
      {t('wishlists.item.reserved')}
    </Tag>
  );
}
