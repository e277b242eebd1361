import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@cigogne/ui/router';
import { pathOf, type LoginState } from './loginState';
import { useSession } from './SessionContext';
import { isWelcome, type WelcomeState } from './welcomeState';

/**
 * Auth screens (login, register...) are for signed-out visitors; others go where they were headed,
 * or home; an account signed in by its sign-up carries its welcome there.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const state = useLocation().state as LoginState | null;
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedIn') {
    const welcome: WelcomeState | undefined = isWelcome(state) ? { welcome: true } : undefined;
    return <Navigate to={pathOf(state?.from)} replace state={welcome} />;
  }
  return <>{children}</>;
}
