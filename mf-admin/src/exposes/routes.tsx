import type { RemoteRoutesProps } from '@cigogne/remote-contract/contract';
import { heightBelowHeader } from '@cigogne/remote-contract/layout';
import { lazyPage } from '@cigogne/ui/loaders/lazyPage';
import { defineRemote } from '@cigogne/ui/remote/defineRemote';
import { Navigate, Route, Routes } from '@cigogne/ui/router';
import { AdminNav } from '../components/AdminNav';
import { adminCatalogues } from '../i18n/catalogues';
import '../admin.css';

/** Height a loading screen reserves: the viewport below the shell's header and the admin links (AdminNav, 64px). */
const PAGE_MIN_HEIGHT = heightBelowHeader('64px');

// One chunk per screen: an operator opening the users list does not download the contacts pane.
const UsersPage = lazyPage(() => import(/* webpackChunkName: "adm-users" */ '../pages/UsersPage'), 'UsersPage', PAGE_MIN_HEIGHT);
const WishlistsPage = lazyPage(
  () => import(/* webpackChunkName: "adm-wishlists" */ '../pages/WishlistsPage'),
  'WishlistsPage',
  PAGE_MIN_HEIGHT,
);
const PredictionsPage = lazyPage(
  () => import(/* webpackChunkName: "adm-predictions" */ '../pages/PredictionsPage'),
  'PredictionsPage',
  PAGE_MIN_HEIGHT,
);
const ErrorLogPage = lazyPage(() => import(/* webpackChunkName: "adm-errors" */ '../pages/ErrorLogPage'), 'ErrorLogPage', PAGE_MIN_HEIGHT);
const ContactsPage = lazyPage(
  () => import(/* webpackChunkName: "adm-contacts" */ '../pages/ContactsPage'),
  'ContactsPage',
  PAGE_MIN_HEIGHT,
);

const MailsPage = lazyPage(() => import(/* webpackChunkName: "adm-mails" */ '../pages/MailsPage'), 'MailsPage', PAGE_MIN_HEIGHT);

const RemotesPage = lazyPage(() => import(/* webpackChunkName: "adm-remotes" */ '../pages/RemotesPage'), 'RemotesPage', PAGE_MIN_HEIGHT);

const NotFound = lazyPage(() => import(/* webpackChunkName: "adm-not-found" */ '@cigogne/ui/errors/NotFound'), 'default', PAGE_MIN_HEIGHT);

/**
 * './routes' of mf_admin, mounted by the shell at /admin/* for admins only (the shell sends anyone
 * else to /, and the gateway answers 403 to a non-admin anyway). requireAuth is kept as the contract
 * asks: it sends a visitor whose session ended to /login.
 */
function AdminRoutes({ basePath, requireAuth }: RemoteRoutesProps) {
  return (
    <>
      <AdminNav />
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
    </>
  );
}

export default defineRemote(AdminRoutes, { catalogues: adminCatalogues });
