import type { RemoteRoutesProps } from '@cigogne/remote-contract/contract';
import type { ReactElement, ReactNode } from 'react';
import { Navigate } from '@cigogne/ui/router';
import { readToken } from '../apollo/token';

/**
 * The element of a page's share screen route (`:id/share`): the owner's screen when signed in. A
 * signed-out visitor who opens that address (copied from the owner's address bar on a phone) lands
 * on the public page it shares, not on the login page.
 */
export function shareRoute({ user, requireAuth }: Pick<RemoteRoutesProps, 'user' | 'requireAuth'>, element: ReactElement): ReactNode {
  // a stored session still loading is the owner's: requireAuth waits for it (or sends to login)
  return user || readToken() ? requireAuth(element) : <Navigate to=".." relative="path" replace />;
}
