import { renderRemote } from '@cigogne/ui/testing/renderRemote';
import { Route } from '@cigogne/ui/router';
import type { ReactElement } from 'react';
import type { RemoteUser } from '@cigogne/remote-contract/contract';
import AdminRoutes from '../exposes/routes';

const elise: RemoteUser = { id: 'admin1', firstName: 'Élise', lastName: 'Bernard', isAdmin: true };

const admin = {
  routes: AdminRoutes,
  basePath: '/admin',
  // the app's pages the admin tables link to
  otherRoutes: (
    <>
      <Route path="/wishlists/:id" element={<h1>Liste</h1>} />
      <Route path="/predictions/:id/manage" element={<h1>Pronostic</h1>} />
    </>
  ),
};

/** The shell mounts /admin/* for a signed-in admin only, so the remote's requireAuth passes the page through. */
const requireAuth = (element: ReactElement) => element;

/** The remote at /admin/* as the shell mounts it for an admin (Élise). */
export const renderAdmin = (path: string, { locale }: { locale?: 'fr' | 'en' } = {}) =>
  renderRemote(admin, path, { user: elise, locale, requireAuth });
