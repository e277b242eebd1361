import type { RemoteUser } from '@cigogne/remote-contract/contract';

/** Only what the contract promises: remotes must not grow a dependency on the full session user. */
export const toRemoteUser = (user: RemoteUser | null): RemoteUser | null =>
  user && { id: user.id, firstName: user.firstName, lastName: user.lastName, isAdmin: user.isAdmin };
