import { CheckCircleFilled, GiftOutlined, StarFilled } from '@ant-design/icons';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

type Item = Pick<WishlistItemView, 'mostWanted' | 'groupGift' | 'boughtElsewhere' | 'receivedAt'>;

/**
 * The marks of an item beside its title: most wanted and group gift for everyone; for the owner
 * (`owner`), received and bought by themselves. Plain tags (the public page's first paint).
 */
export function ItemMarks({ item, owner }: { item: Item; owner: boolean }) {
  const t = useWishlistsT();
  const marks = [
    item.mostWanted && {
      key: 'wanted',
      className: 'wl-mark wl-mark--wanted',
      icon: <StarFilled aria-hidden />,
      label: t('wishlists.item.mostWanted'),
    },
    item.groupGift && { key: 'group', className: 'wl-mark', icon: <GiftOutlined aria-hidden />, label: t('wishlists.item.groupGift') },
    owner &&
      item.receivedAt && {
        key: 'received',
        className: 'wl-mark wl-mark--done',
        icon: <CheckCircleFilled aria-hidden />,
        label: t('wishlists.item.received'),
      },
    owner && item.boughtElsewhere && { key: 'bought', className: 'wl-mark', icon: null, label: t('wishlists.item.bought') },
  ].filter((mark) => !!mark);
  if (!marks.length) return null;
  return (
    <p className="wl-marks">
      {marks.map((mark) => (
        <span key={mark.key} className={mark.className}>
          {mark.icon} {mark.label}
        </span>
      ))}
    </p>
  );
}
