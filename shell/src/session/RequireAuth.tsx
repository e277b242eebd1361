import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@cigogne/ui/router';
import type { LoginState } from './loginState';
import { useSession } from './SessionContext';

/** A protected page: signed-out visitors go to /login, which brings them back here after login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, disconnected } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut') {
    // a dropped session says so on /login even when this redirect lands after the session's own
    const state: LoginState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      ...(disconnected ? { reason: 'disconnected' as const } : {}),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}
