import { renderRemote, type RenderRemoteOptions } from '@cigogne/ui/testing/renderRemote';
import DashboardCard from '../exposes/dashboard-card';
import PredictionsRoutes from '../exposes/routes';

const predictions = { routes: PredictionsRoutes, dashboardCard: DashboardCard, basePath: '/predictions' };

/** The remote at /predictions/* (card at /dashboard) as the shell mounts it; signed in as camille unless `user` says otherwise. */
export const renderPredictions = (path: string, options?: RenderRemoteOptions) => renderRemote(predictions, path, options);
