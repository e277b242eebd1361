import type { Location } from '@cigogne/ui/router';

/** Router state understood by /login. */
export interface LoginState {
  /** Where to go after login (a protected route the visitor asked for). */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Why the visitor is here: shows a notice above the form. */
  reason?: 'disconnected' | 'registered' | 'passwordReset' | 'accountDeleted';
  email?: string;
}

export function pathOf(from: LoginState['from']): string {
  if (!from?.pathname || from.pathname.startsWith('/login')) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
