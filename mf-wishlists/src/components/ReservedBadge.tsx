import { CheckCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** "Réservé" (or `label`, "Déjà offert" for an item the family bought): what every visitor sees of a reservation, never who made it. */
export function ReservedBadge({ label }: { label?: string }) {
  const t = useWishlistsT();
  return (
    <Tag icon={<CheckCircleFilled aria-hidden />} className="wl-reserved-badge">
      {label ?? t('wishlists.item.reserved')}
    </Tag>
  );
}
