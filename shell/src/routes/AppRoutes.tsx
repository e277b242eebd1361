import { FEATURES } from '@cigogne/remote-contract/features';
import { Route, Routes } from '@cigogne/ui/router';
import { AppLayout } from '../layout/AppLayout';
import type { RemoteLoader } from '../remotes/remoteLoader';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { rememberLoadedRemote } from '../remotes/useRemote';
import { RedirectIfSignedIn } from '../session/RedirectIfSignedIn';
import { RequireAdmin } from '../session/RequireAdmin';
import { RequireAuth } from '../session/RequireAuth';
import { lazyPage } from '@cigogne/ui/loaders/lazyPage';

// One chunk per screen: a visitor downloads the screen they open, not the whole shell.
const load = {
  dashboard: () => import(/* webpackChunkName: "page-dashboard" */ '../pages/DashboardPage'),
  login: () => import(/* webpackChunkName: "page-login" */ '../pages/auth/LoginPage'),
  register: () => import(/* webpackChunkName: "page-register" */ '../pages/auth/RegisterPage'),
  forgotPassword: () => import(/* webpackChunkName: "page-forgot-password" */ '../pages/auth/ForgotPasswordPage'),
  resetPassword: () => import(/* webpackChunkName: "page-reset-password" */ '../pages/auth/ResetPasswordPage'),
  verifyEmail: () => import(/* webpackChunkName: "page-verify-email" */ '../pages/auth/VerifyEmailPage'),
  invitation: () => import(/* webpackChunkName: "page-invitation" */ '../pages/invitations/InvitationPage'),
  account: () => import(/* webpackChunkName: "page-account" */ '../pages/AccountPage'),
  integrations: () => import(/* webpackChunkName: "page-integrations" */ '../pages/IntegrationsPage'),
  contact: () => import(/* webpackChunkName: "page-contact" */ '../pages/ContactPage'),
  notFound: () => import(/* webpackChunkName: "page-not-found" */ '@cigogne/ui/errors/NotFound'),
  legal: () => import(/* webpackChunkName: "page-legal" */ '../pages/legal/LegalNoticePage'),
};
const DashboardPage = lazyPage(load.dashboard);
const LoginPage = lazyPage(load.login);
const RegisterPage = lazyPage(load.register);
const ForgotPasswordPage = lazyPage(load.forgotPassword);
const ResetPasswordPage = lazyPage(load.resetPassword);
const VerifyEmailPage = lazyPage(load.verifyEmail);
const InvitationPage = lazyPage(load.invitation);
const AccountPage = lazyPage(load.account);
const IntegrationsPage = lazyPage(load.integrations);
const ContactPage = lazyPage(load.contact);
const NotFound = lazyPage(load.notFound);
const LegalNoticePage = lazyPage(load.legal);

/**
 * Screens a visitor can open first, by path (below /app), for preloadInitialRoute. They are the
 * signed-out screens, which the gateway also renders on the server (src/ssr/render.tsx).
 */
export const FIRST_SCREENS: Array<{ path: RegExp; load: () => Promise<unknown>; chunk: string; serverRendered: boolean; island?: string }> =
  [
    // sent as the server's HTML and the login island (src/islands/login.island.ts), the app only after login
    { path: /^\/login$/, load: load.login, chunk: 'page-login', serverRendered: true, island: 'login' },
    // antd Form screens are rendered in the browser: antd's form store drops what a visitor typed
    // before hydration (the light form of the login screen keeps it: ui's useKeepTypedValue)
    { path: /^\/register$/, load: load.register, chunk: 'page-register', serverRendered: false },
    { path: /^\/forgot-password$/, load: load.forgotPassword, chunk: 'page-forgot-password', serverRendered: false },
    { path: /^\/reset-password\/[^/]+$/, load: load.resetPassword, chunk: 'page-reset-password', serverRendered: false },
    { path: /^\/verify-email\/[^/]+$/, load: load.verifyEmail, chunk: 'page-verify-email', serverRendered: false },
    { path: /^\/invitations\/[^/]+$/, load: load.invitation, chunk: 'page-invitation', serverRendered: false },
    { path: /^\/mentions-legales$/, load: load.legal, chunk: 'page-legal', serverRendered: true },
  ];

/** The feature whose remote serves `appPath` (below /app), if any. */
export function featureOfPath(appPath: string) {
  return FEATURES.find((f) => appPath === f.routePrefix || appPath.startsWith(`${f.routePrefix}/`));
}

/**
 * Loads the screen of the URL the app opens on (a shell page, or the remote of a feature's prefix:
 * its remotes.json, manifest, remoteEntry and './routes', then remembered so the first render shows
 * it). Resolves once loaded; rejects when it cannot be.
 */
export async function loadInitialRoute(appPath: string, loadRemote: RemoteLoader): Promise<void> {
  const feature = featureOfPath(appPath);
  if (feature && !feature.adminOnly) rememberLoadedRemote(feature.container, './routes', await loadRemote(feature.container, './routes'));
  else await FIRST_SCREENS.find((screen) => screen.path.test(appPath))?.load();
}

/**
 * Starts downloading the screen of the URL the app opens on alongside the first render instead of
 * after it: the first render is the longest task of a cold start, and a lazy screen only asks for
 * its chunks once it is done.
 */
export function preloadInitialRoute(appPath: string, loadRemote: RemoteLoader) {
  // a failure here is ignored: the route's own loading reports it, with its retry
  loadInitialRoute(appPath, loadRemote).catch(() => undefined);
}

/**
 * Every route of the app (basename /app). Each feature of the registry (remote-contract/features.json)
 * is mounted from its remote at its prefix for everyone (each remote guards its own protected pages
 * with `requireAuth`), except `adminOnly` ones (admins only).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="register"
          element={
            <RedirectIfSignedIn>
              <RegisterPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="forgot-password"
          element={
            <RedirectIfSignedIn>
              <ForgotPasswordPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="verify-email/:token" element={<VerifyEmailPage />} />
        <Route path="invitations/:token" element={<InvitationPage />} />
        <Route
          path="account"
          element={
            <RequireAuth>
              <AccountPage />
            </RequireAuth>
          }
        />
        <Route
          path="account/integrations"
          element={
            <RequireAuth>
              <IntegrationsPage />
            </RequireAuth>
          }
        />
        <Route
          path="contact"
          element={
            <RequireAuth>
              <ContactPage />
            </RequireAuth>
          }
        />
        <Route path="mentions-legales" element={<LegalNoticePage />} />
        {FEATURES.map((feature) => (
          <Route
            key={feature.name}
            path={`${feature.routePrefix.slice(1)}/*`}
            element={
              feature.adminOnly ? (
                <RequireAdmin>
                  <RemoteRoutes feature={feature} />
                </RequireAdmin>
              ) : (
                <RemoteRoutes feature={feature} />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
