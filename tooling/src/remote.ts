import { featureNamed } from '@cigogne/remote-contract/registry.mjs';
import { defineFrontend } from './frontend.ts';

/**
 * The rspack configuration of the remote `name` of remote-contract/features.json: container
 * `mf_<name>`, served at /mf/<name>/ (the shell loads its mf-manifest.json at run time), exposing
 * './routes' and, when the feature has `dashboardCard`, './dashboard-card' (src/exposes/*.tsx).
 * `npm run dev -w mf-<name>` runs it alone on the feature's devPort. A remote's rspack.config.ts is
 *
 *   import { defineRemoteBuild } from '@cigogne/tooling/remote';
 *   export default defineRemoteBuild('timelines');
 */
export function defineRemoteBuild(name: string) {
  const feature = featureNamed(name);
  return defineFrontend({
    name: feature.container,
    exposes: {
      './routes': './src/exposes/routes.tsx',
      ...(feature.dashboardCard ? { './dashboard-card': './src/exposes/dashboard-card.tsx' } : {}),
    },
    port: feature.devPort,
  });
}
