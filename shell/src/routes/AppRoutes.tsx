import { FEATURES } from '@cigogne/remote-contract/features';
import { NotFound } from '@cigogne/ui/errors/NotFound';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { AccountPage } from '../pages/AccountPage';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { RegisterPage } from '../pages/auth/RegisterPage';
import { ResetPasswordPage } from '../pages/auth/ResetPasswordPage';
import { ContactPage } from '../pages/ContactPage';
import { DashboardPage } from '../pages/DashboardPage';
import { LegalNoticePage } from '../pages/legal/LegalNoticePage';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { RedirectIfSignedIn } from '../session/RedirectIfSignedIn';
import { RequireAdmin } from '../session/RequireAdmin';
import { RequireAuth } from '../session/RequireAuth';

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
