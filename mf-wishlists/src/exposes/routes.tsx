import type { RemoteRoutesProps, ServerRenderedPath } from '@cigogne/remote-contract/contract';
import { lazyPage } from '@cigogne/ui/loaders/lazyPage';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { shareRoute } from '@cigogne/ui/share/shareRoute';
import { Navigate, Route, Routes, useParams } from '@cigogne/ui/router';
import { wishlistsCatalogues } from '../i18n/catalogues';

// One chunk per screen: a guest on a public list does not download the owner's screens.
const PublicWishlistPage = lazyPage(() => import(/* webpackChunkName: "wl-public" */ '../pages/PublicWishlistPage'), 'PublicWishlistPage');
const ExampleWishlistPage = lazyPage(
  () => import(/* webpackChunkName: "wl-example" */ '../pages/ExampleWishlistPage'),
  'ExampleWishlistPage',
);
const CancelReservationPage = lazyPage(
  () => import(/* webpackChunkName: "wl-cancel" */ '../pages/CancelReservationPage'),
  'CancelReservationPage',
);
const WishlistListPage = lazyPage(() => import(/* webpackChunkName: "wl-list" */ '../pages/WishlistListPage'), 'WishlistListPage');
const CreateWishlistPage = lazyPage(() => import(/* webpackChunkName: "wl-create" */ '../pages/CreateWishlistPage'), 'CreateWishlistPage');
const WishlistSettingsPage = lazyPage(
  () => import(/* webpackChunkName: "wl-settings" */ '../pages/WishlistSettingsPage'),
  'WishlistSettingsPage',
);

const SharePage = lazyPage(() => import(/* webpackChunkName: "wl-share" */ '../pages/SharePage'));

const NotFound = lazyPage(() => import(/* webpackChunkName: "wl-not-found" */ '@cigogne/ui/errors/NotFound'));

/** /wishlists/{id}/manage (docs/product.md#wishlist-settings): the list itself is where the owner manages it. */
function ManageRedirect() {
  return <Navigate to=".." relative="path" replace />;
}

/**
 * './routes' of mf_wishlists, mounted by the shell at /wishlists/* for everyone: the public list, the
 * example and the guest's cancel link work signed out, every other screen goes through requireAuth.
 */
/** /wishlists/{id}/{tab}: the owner's settings; the share tab's address opened signed out is the public list. */
function SettingsRoute(props: Pick<RemoteRoutesProps, 'user' | 'requireAuth'>) {
  const { tab } = useParams();
  return tab === 'share' ? shareRoute(props, <WishlistSettingsPage />) : props.requireAuth(<WishlistSettingsPage />);
}

function WishlistsRoutes({ requireAuth, user }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={requireAuth(<WishlistListPage />)} />
      <Route path="create" element={requireAuth(<CreateWishlistPage />)} />
      <Route path="example" element={<ExampleWishlistPage />} />
      <Route path="share" element={requireAuth(<SharePage />)} />
      <Route path=":id" element={<PublicWishlistPage />} />
      <Route path=":id/manage" element={<ManageRedirect />} />
      <Route path=":id/:tab" element={<SettingsRoute user={user} requireAuth={requireAuth} />} />
      <Route path=":id/items/:token/cancel" element={<CancelReservationPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** Public pages the gateway renders on the server for a signed-out visitor (see ServerRoutesModule). */
export const serverRenderedPaths: ServerRenderedPath[] = [
  { path: ':id', chunk: 'wl-public', island: 'wishlist' },
  // the page says itself when its link is used or unknown
  { path: ':id/items/:token/cancel', chunk: 'wl-cancel', island: 'cancel', showsNotFound: true },
];

export default defineRemote(WishlistsRoutes, { catalogues: wishlistsCatalogues });
