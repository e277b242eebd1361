import { createContext, useContext } from 'react';
import type { RemoteUser } from '@cigogne/remote-contract/contract';

export interface SessionUser extends RemoteUser {
  email: string;
  language: 'fr' | 'en';
}

export interface Session {
  /** 'loading' while a stored token is being checked with `me`. */
  status: 'loading' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  /** True after the session was dropped (rejected token): /login says 'You have been disconnected.'. */
  disconnected: boolean;
  /** Stores the token and sets the user (after login). */
  signIn: (token: string, user: SessionUser) => void;
  /** Ends the session on the server (logout), removes the token, clears the user and the cache, and reloads to /app/. */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
