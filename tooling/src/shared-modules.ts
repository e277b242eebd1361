/**
 * What the frontends share at run time through Module Federation: one React, one router, one
 * Apollo cache, one intl context, and antd's infrastructure. @cigogne/graphql and @cigogne/ui are
 * NOT shared (each frontend bundles the version it was built with), except ui's facades (FACADES).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './frontends.ts';

/**
 * antd's runtime infrastructure, shared as singletons; antd's components are NOT shared (each
 * frontend bundles, tree-shaken, the components it uses). These packages are what every antd
 * component needs whatever it is (CSS-in-JS engine and its style cache, colour maths, rc-util,
 * motion, popups, resize observer, dayjs), so a remote downloads them only when the shell has not
 * (`shareStrategy: 'loaded-first'`). Each is imported by antd through its package root (checked in
 * antd 6's es/ sources), so the share keys match. The range is what the installed antd declares,
 * and each frontend still bundles its own copy as fallback, so a remote deploys alone.
 * Measured choice (README, "Page weight"): sharing `antd` itself with `treeShaking` gave the host a
 * copy pruned to the shell's own exports, and a remote using another component (Empty) crashed.
 */
const ANTD_INFRASTRUCTURE = [
  '@ant-design/cssinjs',
  '@ant-design/cssinjs-utils',
  '@ant-design/colors',
  '@ant-design/fast-color',
  '@rc-component/util',
  '@rc-component/motion',
  '@rc-component/trigger',
  '@rc-component/resize-observer',
  'dayjs',
];

/** The antd locales ui's ThemeProvider imports (as written there: share keys match the request). */
const ANTD_LOCALES = ['antd/locale/en_US', 'antd/locale/fr_FR'];

/** Shared facade (imported by the frontends instead of the package; ESLint enforces it) -> wrapped package. */
export const FACADES: Record<string, string> = {
  '@cigogne/ui/router': 'react-router',
  '@cigogne/ui/apollo/facade': '@apollo/client',
};

/** Runtime singletons, by request -> the package whose version they carry. */
const SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-intl': 'react-intl',
};

type SharedModule = { singleton: true; version: string; requiredVersion: string };

const packageJson = (pkg: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8'));
const installedVersion = (pkg: string): string => packageJson(pkg).version;
/** The version range a package declares for one of its dependencies (what it was tested with). */
const declaredRange = (pkg: string, dependency: string): string => packageJson(pkg).dependencies[dependency];
/** Any version of the installed major. */
const sameMajor = (version: string) => `^${version.split('.')[0]}.0.0`;

/** The `shared` option of every frontend's ModuleFederationPlugin. */
export function sharedModules(): Record<string, SharedModule> {
  const shared: Record<string, SharedModule> = {};
  // Facades: a shared package is never tree-shaken (a consumer may use any export), so the
  // singleton is a module of ui re-exporting only the names the frontends use; the package itself
  // is no longer shared and is bundled, tree-shaken, inside the facade's chunk. A facade is
  // versioned as the package it wraps.
  for (const [request, pkg] of Object.entries({ ...SINGLETONS, ...FACADES })) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, version, requiredVersion: sameMajor(version) };
  }
  for (const pkg of ANTD_INFRASTRUCTURE) {
    shared[pkg] = { singleton: true, version: installedVersion(pkg), requiredVersion: declaredRange('antd', pkg) };
  }
  // antd's locales are plain data that every ThemeProvider, the
  // shell's and each remote's, passes to its ConfigProvider: shared, a remote uses the shell's copy.
  const antdVersion = installedVersion('antd');
  for (const request of ANTD_LOCALES) {
    shared[request] = { singleton: true, version: antdVersion, requiredVersion: sameMajor(antdVersion) };
  }
  return shared;
}
