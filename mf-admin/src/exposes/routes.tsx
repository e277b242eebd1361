import type { RemoteRoutesProps } from '@cigogne/remote-contract/contract';
import { heightBelowHeader } from '@cigogne/remote-contract/layout';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@cigogne/ui/router';
import { AdminNav } from '../components/AdminNav';
import { adminCatalogues } from '../i18n/catalogues';
import '../admin.css';

// One chunk per screen: an operator opening the users list does not download the contacts pane.
const UsersPage = lazy(() => import(/* webpackChunkName: "adm-users" */ '../pages/UsersPage').then((m) => ({ default: m.UsersPage })));
const WishlistsPage = lazy(() =>
  import(/* webpackChunkName: "adm-wishlists" */ '../pages/WishlistsPage').then((m) => ({ default: m.WishlistsPage })),
);
const PredictionsPage = lazy(() =>
  import(/* webpackChunkName: "adm-predictions" */ '../pages/PredictionsPage').then((m) => ({ default: m.PredictionsPage })),
);
const ErrorLogPage = lazy(() =>
  import(/* webpackChunkName: "adm-errors" */ '../pages/ErrorLogPage').then((m) => ({ default: m.ErrorLogPage })),
);
const ContactsPage = lazy(() =>
  import(/* webpackChunkName: "adm-contacts" */ '../pages/ContactsPage').then((m) => ({ default: m.ContactsPage })),
);

const MailsPage = lazy(() => import(/* webpackChunkName: "adm-mails" */ '../pages/MailsPage').then((m) => ({ default: m.MailsPage })));

const RemotesPage = lazy(() =>
  import(/* webpackChunkName: "adm-remotes" */ '../pages/RemotesPage').then((m) => ({ default: m.RemotesPage })),
);

const NotFound = lazy(() => import(/* webpackChunkName: "adm-not-found" */ '@cigogne/ui/errors/NotFound'));

/** Height a loading screen reserves: the viewport below the shell's header and the admin links (AdminNav, 64px). */
const PAGE_MIN_HEIGHT = heightBelowHeader('64px');

/**
 * './routes' of mf_admin, mounted by the shell at /admin/* for admins only (the shell sends anyone
 * else to /, and the gateway answers 403 to a non-admin anyway). requireAuth is kept as the contract
 * asks: it sends a visitor whose session ended to /login.
 */
function AdminRoutes({ basePath, requireAuth }: RemoteRoutesProps) {
  return (
    <>
      <AdminNav />
      <Suspense fallback={<PageLoader minHeight={PAGE_MIN_HEIGHT} />}>
        <Routes>
          <Route index element={<Navigate to={`${basePath}/users`} replace />} />
          <Route path="users" element={requireAuth(<UsersPage />)} />
          <Route path="wishlists" element={requireAuth(<WishlistsPage />)} />
          <Route path="predictions" element={requireAuth(<PredictionsPage />)} />
          <Route path="errors" element={requireAuth(<ErrorLogPage />)} />
          <Route path="contacts" element={requireAuth(<ContactsPage />)} />
          <Route path="mails" element={requireAuth(<MailsPage />)} />
          <Route path="remotes" element={requireAuth(<RemotesPage />)} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}

export default defineRemote(AdminRoutes, { catalogues: adminCatalogues });
