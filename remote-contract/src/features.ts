import { FEATURES } from './registry.mjs';

export { FEATURES, featureNamed, type Feature } from './registry.mjs';

/** Features shown in the top navigation (every non-admin one), in registry order. */
export const NAV_FEATURES = FEATURES.filter((f) => !f.adminOnly);

/** Features with a dashboard card, in registry order. */
export const DASHBOARD_FEATURES = FEATURES.filter((f) => f.dashboardCard);
