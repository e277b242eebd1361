import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { lazy, Suspense } from 'react';
import { VisitorWishlist } from '../components/VisitorWishlist';
import { selectWishlist, useRouteWishlist } from '../data/wishlistView';
import { useLiveWishlist } from '../live/useLiveWishlist';

// The owner's view (item editing, add-item, delete) is its own chunk: a guest on a phone never downloads it.
const OwnerWishlist = lazy(() => import(/* webpackChunkName: "wl-owner-view" */ '../components/OwnerWishlist'));

/** /wishlists/:id: the list, signed in or not (a private one only for its owner; otherwise not found). */
export function PublicWishlistPage() {
  const query = useRouteWishlist();
  // another guest's reservation shows without a reload (the owner's view too)
  useLiveWishlist(query.data?.wishlist.id, query.refetch);
  return (
    <QueryGate result={query} select={selectWishlist}>
      {(wishlist) =>
        wishlist.isMine ? (
          <Suspense fallback={<PageLoader />}>
            <OwnerWishlist wishlist={wishlist} />
          </Suspense>
        ) : (
          <VisitorWishlist wishlist={wishlist} />
        )
      }
    </QueryGate>
  );
}
