import type { RemoteUser } from '@cigogne/remote-contract/contract';
import { createContext, useContext } from 'react';

/** What the shell gave the exposed module (see @cigogne/remote-contract/contract), for every page below it. */
export interface RemoteContextValue {
  /** Absolute app path of the feature: '/timelines'. */
  basePath: string;
  /** null when signed out. */
  user: RemoteUser | null;
}

export const RemoteContext = createContext<RemoteContextValue>({ basePath: '', user: null });

/** The feature's mount point and the signed-in user, inside a module wrapped by defineRemote. */
export const useRemoteContext = () => useContext(RemoteContext);
