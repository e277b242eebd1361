import { mountStandalone } from '@cigogne/ui/dev/mountStandalone';
import DashboardCard from './exposes/dashboard-card';
import routes from './exposes/routes';

// Standalone development entry (`npm run dev -w mf-timelines`, http://localhost:3003/mf/timelines/):
// the remote with the providers the shell would give and a minimal sign-in.
mountStandalone({ name: 'timelines', routes, dashboardCard: DashboardCard });
