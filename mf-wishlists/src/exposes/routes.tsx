import type { RemoteRoutesProps, ServerRenderedPath } from '@cigogne/remote-contract/contract';
import { heightBelowHeader } from '@cigogne/remote-contract/layout';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { shareRoute } from '@cigogne/ui/share/shareRoute';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from '@cigogne/ui/router';
import { wishlistsCatalogues } from '../i18n/catalogues';

// One chunk per screen: a guest on a public list does not download the owner's screens.
const PublicWishlistPage = lazy(() =>
  import(/* webpackChunkName: "wl-public" */ '../pages/PublicWishlistPage').then((m) => ({ default: m.PublicWishlistPage })),
);
const ExampleWishlistPage = lazy(() =>
  import(/* webpackChunkName: "wl-example" */ '../pages/ExampleWishlistPage').then((m) => ({ default: m.ExampleWishlistPage })),
);
const CancelReservationPage = lazy(() =>
  import(/* webpackChunkName: "wl-cancel" */ '../pages/CancelReservationPage').then((m) => ({ default: m.CancelReservationPage })),
);
const WishlistListPage = lazy(() =>
  import(/* webpackChunkName: "wl-list" */ '../pages/WishlistListPage').then((m) => ({ default: m.WishlistListPage })),
);
const CreateWishlistPage = lazy(() =>
  import(/* webpackChunkName: "wl-create" */ '../pages/CreateWishlistPage').then((m) => ({ default: m.CreateWishlistPage })),
);
const WishlistSettingsPage = lazy(() =>
  import(/* webpackChunkName: "wl-settings" */ '../pages/WishlistSettingsPage').then((m) => ({ default: m.WishlistSettingsPage })),
);

const SharePage = lazy(() => import(/* webpackChunkName: "wl-share" */ '../pages/SharePage'));

const NotFound = lazy(() => import(/* webpackChunkName: "wl-not-found" */ '@cigogne/ui/errors/NotFound'));

/** Height a loading screen reserves (the viewport below the shell's header), so nothing jumps when it arrives. */
const PAGE_MIN_HEIGHT = heightBelowHeader();

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
    <Suspense fallback={<PageLoader minHeight={PAGE_MIN_HEIGHT} />}>
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
    </Suspense>
  );
}

/** Public pages the gateway renders on the server for a signed-out visitor (see ServerRoutesModule). */
export const serverRenderedPaths: ServerRenderedPath[] = [{ path: ':id', chunk: 'wl-public' }];

export default defineRemote(WishlistsRoutes, { catalogues: wishlistsCatalogues });
