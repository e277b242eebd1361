import { ExportOutlined, GiftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ISLAND_TAP_ATTRIBUTE } from '@cigogne/remote-contract/islands';
import type { ReservableItem } from '../data/reservation';
import type { WishlistItemView } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';

interface Props {
  item: ReservableItem & Pick<WishlistItemView, 'isReserved'>;
  /** Where the item-link button goes (null: the item has no link). */
  href: string | null;
  /** The example list: both buttons shown, disabled (docs/product.md#the-example-list). */
  disabled?: boolean;
  /** An archived list takes no reservation (the page says why). */
  reserveDisabled?: boolean;
  onReserve: () => void;
}

/** A visitor's buttons on an item: reserve it, or contribute to a group gift (when available), and open its link in a new tab. */
export function VisitorItemActions({ item, href, disabled = false, reserveDisabled = false, onReserve }: Props) {
  const t = useWishlistsT();
  // on the server's page the wishlist island answers this button (src/islands/wishlist.island.ts): what it reserves
  const island = {
    [ISLAND_TAP_ATTRIBUTE]: 'reserve',
    'data-item-id': item.id,
    'data-item': JSON.stringify({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      reservedQuantity: item.reservedQuantity,
      groupGift: item.groupGift,
      fundedAmount: item.fundedAmount,
      price: item.price,
    }),
  };
  return (
    <>
      {!item.isReserved && (
        <Button
          type="primary"
          icon={<GiftOutlined aria-hidden />}
          disabled={disabled || reserveDisabled}
          onClick={onReserve}
          {...island}
          aria-label={t(item.groupGift ? 'wishlists.item.contributeLabel' : 'wishlists.item.reserveLabel', { title: item.title })}
        >
          {t(item.groupGift ? 'wishlists.item.contribute' : 'wishlists.item.reserve')}
        </Button>
      )}
      {/* the example list shows the link button, disabled, even for items without a link */}
      {(href || disabled) &&
        (disabled || !href ? (
          <Button icon={<ExportOutlined aria-hidden />} disabled aria-label={t('wishlists.item.viewLinkLabel', { title: item.title })}>
            {t('wishlists.item.viewLink')}
          </Button>
        ) : (
          <Button
            icon={<ExportOutlined aria-hidden />}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('wishlists.item.viewLinkLabel', { title: item.title })}
          >
            {t('wishlists.item.viewLink')}
          </Button>
        ))}
    </>
  );
}
