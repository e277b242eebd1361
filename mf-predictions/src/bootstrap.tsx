import { mountStandalone } from '@cigogne/ui/dev/mountStandalone';
import DashboardCard from './exposes/dashboard-card';
import routes from './exposes/routes';

// Standalone development entry (`npm run dev -w mf-predictions`, http://localhost:3001/mf/predictions/):
// the remote with the providers the shell would give and a minimal sign-in.
mountStandalone({ name: 'predictions', routes, dashboardCard: DashboardCard });
