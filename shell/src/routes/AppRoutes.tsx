import { FEATURES } from '@cigogne/remote-contract/features';
import { Route, Routes } from '@cigogne/ui/router';
import { AppLayout } from '../layout/AppLayout';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { RedirectIfSignedIn } from '../session/RedirectIfSignedIn';
import { RequireAdmin } from '../session/RequireAdmin';
import { RequireAuth } from '../session/RequireAuth';
import { lazyPage } from './lazyPage';

// One chunk per screen: a visitor downloads the screen they open, not the whole shell.
const DashboardPage = lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ '../pages/DashboardPage'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ '../pages/auth/LoginPage'));
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "page-register" */ '../pages/auth/RegisterPage'));
const ForgotPasswordPage = lazyPage(() => import(/* webpackChunkName: "page-forgot-password" */ '../pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ '../pages/auth/ResetPasswordPage'));
const AccountPage = lazyPage(() => import(/* webpackChunkName: "page-account" */ '../pages/AccountPage'));
const ContactPage = lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../pages/ContactPage'));
const NotFound = lazyPage(() => import(/* webpackChunkName: "page-not-found" */ '@cigogne/ui/errors/NotFound'));
const LegalNoticePage = lazyPage(() => import(/* webpackChunkName: "page-legal" */ '../pages/legal/LegalNoticePage'));

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
        <Route
          path="account"
          element={
            <RequireAuth>
              <AccountPage />
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
