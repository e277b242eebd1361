import { renderRemote, type RenderRemoteOptions } from '@cigogne/ui/testing/renderRemote';
import DashboardCard from '../exposes/dashboard-card';
import WishlistsRoutes from '../exposes/routes';

const wishlists = { routes: WishlistsRoutes, dashboardCard: DashboardCard, basePath: '/wishlists' };

/** The remote at /wishlists/* (card at /dashboard) as the shell mounts it; signed in as camille unless `user` says otherwise. */
export const renderWishlists = (path: string, options?: RenderRemoteOptions) => renderRemote(wishlists, path, options);
