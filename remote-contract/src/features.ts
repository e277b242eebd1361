import { FEATURES } from './registry.mjs';

export { FEATURES, featureNamed, type Feature } from './registry.mjs';

/** The feature with this container name, or undefined. */
export const featureByContainer = (container: string) => FEATURES.find((f) => f.container === container);

/** Features shown in the top navigation (every non-admin one), in registry order. */
export const NAV_FEATURES = FEATURES.filter((f) => !f.adminOnly);

/** Features with a dashboard card, in registry order. */
export const DASHBOARD_FEATURES = FEATURES.filter((f) => f.dashboardCard);
