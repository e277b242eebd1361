/**
 * The contract between the shell and its remotes (one per entry of features.json).
 *
 * A remote exposes two modules, each with a React component as DEFAULT export:
 *   './routes'          -> ComponentType<RemoteRoutesProps>
 *   './dashboard-card'  -> ComponentType<DashboardCardProps>  (when its feature has `dashboardCard`)
 *
 * './routes' is mounted by the shell at `<routePrefix>/*` (e.g. /timelines/*) for EVERY visitor,
 * signed in or not, so public pages (/timelines/:id) work signed out. The component renders
 * react-router <Routes> with paths RELATIVE to its mount point (index, ':id', 'create', '*'...),
 * and wraps its protected pages with `requireAuth(<Page />)`. Its unknown paths should render
 * `NotFound` from @cigogne/ui/errors/NotFound. An `adminOnly` feature is only mounted for admins.
 *
 * What the remote can rely on (all provided by the shell, shared as Module Federation singletons):
 * - react-router: a router with basename '/app'. Navigate with absolute app paths
 *   (`${basePath}/${id}`), never with '/app'.
 * - @apollo/client/react: an ApolloProvider with the one client (bearer token, retries;
 *   pass `context: { noRetry: true }` for admin and cancel queries). Hooks come from
 *   @cigogne/graphql/<feature>, which the remote bundles itself.
 * - react-intl: an IntlProvider with the common catalogue (common.*, errors.*) in the current
 *   language (`useIntl().locale` is 'fr' or 'en').
 * - antd's components are NOT shared (a shared antd cannot be tree-shaken; only its infrastructure
 *   is: cssinjs, rc-util, motion, dayjs... see tooling/src/shared-modules.ts), so antd's ConfigProvider
 *   context is per frontend: each exposed component renders its own ThemeProvider.
 *   `defineRemote` from @cigogne/ui/remote/defineRemote does that, adds the feature catalogue and
 *   gives pages `useRemoteContext()` ({ basePath, user }).
 * - A built remote uses the shell's Module Federation runtime (`externalRuntime`).
 *
 * Errors thrown while rendering are caught by the shell and shown as the "section unavailable,
 * retry" panel; handle data errors yourself (QueryGate, FormErrorBanner, NotFound).
 */
import type { ReactElement, ReactNode } from 'react';

/** The signed-in user, as much of it as a remote needs. */
export interface RemoteUser {
  id: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

/** Props of a remote's './routes' default export. */
export interface RemoteRoutesProps {
  /** Absolute app path of the mount point, without trailing slash: '/timelines'. */
  basePath: string;
  /** null when signed out. */
  user: RemoteUser | null;
  /**
   * Wraps a protected page: returns it when signed in; otherwise sends the visitor to /login,
   * remembering the current path so login brings them back.
   */
  requireAuth: (element: ReactElement) => ReactNode;
}

/** Props of a remote's './dashboard-card' default export (only rendered for a signed-in user). */
export interface DashboardCardProps {
  /** Absolute app path of the feature: '/timelines'. */
  basePath: string;
  user: RemoteUser;
}

/** The modules every remote exposes, by Module Federation name. */
export const EXPOSES = { routes: './routes', dashboardCard: './dashboard-card' } as const;

export type RemoteExpose = (typeof EXPOSES)[keyof typeof EXPOSES];

/** A remote's container name: `mf_<feature name>` (see features.json). */
export type RemoteName = `mf_${string}`;

/**
 * A page of './routes' the gateway renders on the server for a signed-out visitor: its path,
 * relative to the mount point as in the remote's <Route> (':id'), and the name of the chunk the
 * page is in (its webpackChunkName), whose stylesheets the server-rendered page links.
 */
export interface ServerRenderedPath {
  path: string;
  chunk: string;
  /**
   * A cookie (its name, with the path's parameters: 'prediction.:id.answer') that makes the page
   * different for this visitor: when the request has it, the page is rendered in the browser only.
   */
  unlessCookie?: string;
  /**
   * The page's island entry (src/islands/<island>.ts, built with the remote: islands.ts): the page
   * is then sent as the server's HTML with that island and the shell's island loader, not the whole
   * app (docs/architecture.md#islands).
   */
  island?: string;
  /**
   * The page shows itself what its row not found means (a used cancel link): a not-found error (404)
   * of its queries is rendered as the page, not a failure that sends the plain page.
   */
  showsNotFound?: boolean;
}

/**
 * A remote's './routes' built for the server (`rspack build --env ssr`, dist-ssr/index.cjs): the
 * same default export, plus `serverRenderedPaths`, its public pages. Only these are rendered on
 * the server, signed out; any other path gets the plain page, rendered in the browser.
 */
export interface ServerRoutesModule {
  default: import('react').ComponentType<RemoteRoutesProps>;
  serverRenderedPaths: ServerRenderedPath[];
}
