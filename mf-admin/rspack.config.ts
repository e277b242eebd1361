import { defineFrontend, FEATURES } from '../rspack.config.base.ts';

// Container name and dev port come from the registry (remote-contract/features.json). Served by
// the gateway at /mf/admin/; the shell loads /mf/admin/mf-manifest.json at run time, for admins only.
// `npm run dev -w mf-admin` runs it alone on its devPort (3004). No dashboard card (dashboardCard: false).
const feature = FEATURES.find((f) => f.name === 'admin')!;

export default defineFrontend({
  name: feature.container,
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
  port: feature.devPort,
});
