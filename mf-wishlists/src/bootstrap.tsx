import { mountStandalone } from '@cigogne/ui/dev/mountStandalone';
import DashboardCard from './exposes/dashboard-card';
import routes from './exposes/routes';

// Standalone development entry (`npm run dev -w mf-wishlists`, http://localhost:3002/mf/wishlists/):
// the remote with the providers the shell would give and a minimal sign-in.
mountStandalone({ name: 'wishlists', routes, dashboardCard: DashboardCard });
