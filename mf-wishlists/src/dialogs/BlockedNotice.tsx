import { Alert } from 'antd';
import { useWishlistsT } from '../i18n/useWishlistsT';
import '../styles/shop.css';

/** Above the details form when the shop answered with an anti-bot wall: why nothing was read, and that the link is kept. */
export function BlockedNotice() {
  const t = useWishlistsT();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="wl-fetch-blocked"
      title={t('wishlists.shop.blockedTitle')}
      description={t('wishlists.shop.blockedText')}
    />
  );
}
