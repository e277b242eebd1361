import { UserOutlined } from '@ant-design/icons';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

/** For the owner only: who reserved (name and message), or the anonymous label. */
export function ReserverNote({
  reservedBy,
}: {
  reservedBy: Pick<NonNullable<WishlistItemView['reservedBy']>, 'name' | 'message' | 'isAnonymous'>;
}) {
  const t = useWishlistsT();
  const name = reservedBy.isAnonymous || !reservedBy.name ? t('wishlists.item.anonymous') : reservedBy.name;
  return (
    <div className="wl-reserver">
      <p className="wl-reserver__name">
        <UserOutlined aria-hidden /> {t('wishlists.item.reservedBy', { name })}
      </p>
      {reservedBy.message && <blockquote className="wl-reserver__message">{reservedBy.message}</blockquote>}
    </div>
  );
}
