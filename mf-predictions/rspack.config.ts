import { defineFrontend, FEATURES } from '../rspack.config.base.ts';

// Container name and dev port come from the registry (remote-contract/features.json). Served by
// the gateway at /mf/predictions/; the shell loads /mf/predictions/mf-manifest.json at run time.
// `npm run dev -w mf-predictions` runs it alone on its devPort (3001).
const feature = FEATURES.find((f) => f.name === 'predictions')!;

export default defineFrontend({
  name: feature.container,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './dashboard-card': './src/exposes/dashboard-card.tsx',
  },
  port: feature.devPort,
});
