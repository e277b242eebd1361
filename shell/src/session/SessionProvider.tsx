import { useLogoutMutation, useMeLazyQuery } from '@cigogne/graphql/auth';
import { clearToken, readToken, storeToken } from '@cigogne/ui/apollo/token';
import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@cigogne/ui/router';
import type { LoginState } from './loginState';
import { SessionContext, type Session, type SessionUser } from './SessionContext';
import { UNAUTHORIZED_EVENT } from './unauthorizedEvent';
import { clearWorkerCaches } from '../pwa/clearWorkerCaches';

const reloadToApp = () => window.location.assign('/app/');

interface Props {
  children: ReactNode;
  /** What logout does after clearing the session; a full reload to /app/ by default. */
  reload?: () => void;
}

/**
 * Session (docs/product.md#accounts-and-sessions): no token means signed out. With a stored token, `me` is fetched on
 * load; if it fails the token is dropped and the visitor is sent to /login with
 * 'You have been disconnected.'. The same happens when any later call answers `unauthorized`.
 */
export function SessionProvider({ children, reload = reloadToApp }: Props) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<Session['status']>(() => (readToken() ? 'loading' : 'signedOut'));
  const [disconnected, setDisconnected] = useState(false);
  const [fetchMe] = useMeLazyQuery({ fetchPolicy: 'network-only' });
  const [logout] = useLogoutMutation();

  const disconnect = useCallback(() => {
    clearToken();
    setUser(null);
    setStatus('signedOut');
    setDisconnected(true);
    void client.clearStore();
    const state: LoginState = { reason: 'disconnected', from: location };
    navigate('/login', { replace: true, state });
  }, [client, navigate, location]);

  // Restore the session once, on load.
  useEffect(() => {
    if (!readToken()) return;
    let cancelled = false;
    fetchMe().then(
      ({ data, error }) => {
        if (cancelled) return;
        if (error || !data?.me) return disconnect();
        setUser(data.me);
        setStatus('signedIn');
      },
      () => !cancelled && disconnect(),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onUnauthorized = () => {
      if (readToken()) disconnect();
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [disconnect]);

  const signIn = useCallback((token: string, signedIn: SessionUser) => {
    storeToken(token);
    setDisconnected(false);
    setUser(signedIn);
    setStatus('signedIn');
  }, []);

  // the server ends the session first (the token is refused from then on, wherever it was copied);
  // signed out here all the same when the server cannot be reached
  const signOut = useCallback(async () => {
    await logout().catch(() => undefined);
    clearToken();
    setUser(null);
    setStatus('signedOut');
    void client.clearStore();
    // nothing the service worker kept is left for the next person on this browser
    await clearWorkerCaches();
    reload();
  }, [client, reload, logout]);

  const session = useMemo<Session>(() => ({ status, user, disconnected, signIn, signOut }), [status, user, disconnected, signIn, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
