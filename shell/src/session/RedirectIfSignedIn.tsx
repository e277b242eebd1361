import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@cigogne/ui/router';
import { pathOf, type LoginState } from './loginState';
import { useSession } from './SessionContext';

/** Auth screens (login, register...) are for signed-out visitors; others go where they were headed, or home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const state = useLocation().state as LoginState | null;
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedIn') return <Navigate to={pathOf(state?.from)} replace />;
  return <>{children}</>;
}
