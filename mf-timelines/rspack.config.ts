import { defineFrontend } from '../rspack.config.base.ts';

// Served by the gateway at /mf/timelines/ (publicPathOf('mf_timelines')); the shell loads
// /mf/timelines/mf-manifest.json at run time. `npm run dev -w mf-timelines` runs it alone on :3003.
export default defineFrontend({
  name: 'mf_timelines',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './dashboard-card': './src/exposes/dashboard-card.tsx',
  },
  port: 3003,
});
