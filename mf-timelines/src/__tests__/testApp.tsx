import { renderRemote, type RenderRemoteOptions } from '@cigogne/ui/testing/renderRemote';
import DashboardCard from '../exposes/dashboard-card';
import TimelinesRoutes from '../exposes/routes';

const timelines = { routes: TimelinesRoutes, dashboardCard: DashboardCard, basePath: '/timelines' };

/** The remote at /timelines/* (card at /dashboard) as the shell mounts it; signed in as camille unless `user` says otherwise. */
export const renderTimelines = (path: string, options?: RenderRemoteOptions) => renderRemote(timelines, path, options);
