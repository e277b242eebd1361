import { lazy, Suspense, useState } from 'react';
import { itemLinkHref } from '../data/itemLink';
import type { WishlistView as WishlistData } from '../data/wishlistView';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { EmptyText } from './EmptyText';
import { ListNotice } from './ListNotice';
import { VisitorItemActions } from './VisitorItemActions';
import { WishlistView } from './WishlistView';

// The form loads when a guest reserves, not with the page a phone opens first.
const ReservationDialog = lazy(() => import(/* webpackChunkName: "wl-reserve" */ '../dialogs/ReservationDialog'));

/** A visitor's view of the list, signed in or not: reserve (not on an archived list) and item links. */
export function VisitorWishlist({ wishlist }: { wishlist: WishlistData }) {
  const t = useWishlistsT();
  // the item is read from the list on every render, so the dialog follows what others take meanwhile
  const [reservingId, setReservingId] = useState<string | null>(null);
  const reserving = wishlist.items.find((item) => item.id === reservingId);
  const archived = wishlist.status === 'archived';
  // docs/product.md#quantities-and-group-gifts: pledges, not payments, and the page says so
  const pledges = wishlist.items.some((item) => item.groupGift);
  return (
    <>
      <WishlistView
        wishlist={wishlist}
        notice={
          (archived || pledges) && (
            <>
              {archived && <ListNotice>{t('wishlists.view.archived')}</ListNotice>}
              {pledges && <ListNotice>{t('wishlists.view.pledgesNotice')}</ListNotice>}
            </>
          )
        }
        empty={<EmptyText>{t('wishlists.view.empty')}</EmptyText>}
        renderActions={(item) => (
          <VisitorItemActions
            item={item}
            href={itemLinkHref(wishlist, item)}
            reserveDisabled={archived}
            onReserve={() => setReservingId(item.id)}
          />
        )}
      />
      {reserving && (
        <Suspense fallback={null}>
          <ReservationDialog wishlistId={wishlist.id} item={reserving} onClose={() => setReservingId(null)} />
        </Suspense>
      )}
    </>
  );
}
