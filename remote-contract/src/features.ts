import registry from '../features.json';

/**
 * One feature module (a Module Federation remote), as listed in features.json. That JSON file is
 * the only list of features: the gateway (MF_<NAME>_URL, /mf/<name>/), the rspack factory
 * (the dev shell's remotes.json), the shell (routes, navigation, dashboard) and scripts/test.mjs
 * all read it. A new remote is one entry there plus its `mf-<name>/` folder.
 */
export interface Feature {
  /** Lower-case identifier: the folder is `mf-<name>`, the gateway serves it at /mf/<name>/, its URL variable is MF_<NAME>_URL. */
  name: string;
  /** Module Federation container name: `mf_<name>`. */
  container: `mf_${string}`;
  /** Absolute app path the shell mounts the remote's './routes' at, e.g. '/timelines'. */
  routePrefix: `/${string}`;
  /** Shell message id of the top navigation link. */
  navLabelKey: string;
  /** Shell message id of the section title (loader and "section unavailable" panel). */
  titleKey: string;
  /** Whether the shell's dashboard shows the remote's './dashboard-card'. */
  dashboardCard: boolean;
  /** Mounted for admins only (and not in the top navigation). */
  adminOnly: boolean;
  /** Port of the remote's dev server (`npm run dev -w mf-<name>`). */
  devPort: number;
}

export const FEATURES: readonly Feature[] = registry as Feature[];

/** The feature with this container name, or undefined. */
export const featureByContainer = (container: string): Feature | undefined => FEATURES.find((f) => f.container === container);

/** The feature called `name`; throws for an unknown name (a typo in a remote's own config). */
export function featureNamed(name: string): Feature {
  const feature = FEATURES.find((f) => f.name === name);
  if (!feature) throw new Error(`No feature "${name}" in remote-contract/features.json`);
  return feature;
}

/** Features shown in the top navigation (every non-admin one), in registry order. */
export const NAV_FEATURES = FEATURES.filter((f) => !f.adminOnly);

/** Features with a dashboard card, in registry order. */
export const DASHBOARD_FEATURES = FEATURES.filter((f) => f.dashboardCard);
