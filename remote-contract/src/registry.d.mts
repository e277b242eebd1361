/**
 * One feature module (a Module Federation remote), as listed in features.json. That JSON file is
 * the only list of features, read through registry.mjs by the gateway (MF_<NAME>_URL,
 * /mf/<name>/), the rspack factory (tooling: containers, dev ports, the dev shell's remotes.json),
 * the shell (routes, navigation, dashboard) and the scripts (test runner, size budgets). A new
 * remote is one entry there plus its `mf-<name>/` folder.
 */
export interface Feature {
  /** Lower-case identifier: the folder is `mf-<name>`, the gateway serves it at /mf/<name>/, its URL variable is MF_<NAME>_URL. */
  readonly name: string;
  /** Module Federation container name: `mf_<name>`. */
  readonly container: `mf_${string}`;
  /** Absolute app path the shell mounts the remote's './routes' at, e.g. '/timelines'. */
  readonly routePrefix: `/${string}`;
  /** Shell message id of the top navigation link. */
  readonly navLabelKey: string;
  /** Shell message id of the section title (loader and "section unavailable" panel). */
  readonly titleKey: string;
  /** Whether the shell's dashboard shows the remote's './dashboard-card'. */
  readonly dashboardCard: boolean;
  /** Mounted for admins only (and not in the top navigation). */
  readonly adminOnly: boolean;
  /** Port of the remote's dev server (`npm run dev -w mf-<name>`). */
  readonly devPort: number;
}

/** Every feature, in registry order. */
export declare const FEATURES: readonly Feature[];

/** The feature called `name`; throws for an unknown name (a typo in a remote's own config). */
export declare function featureNamed(name: string): Feature;
