import { createContext, type ComponentType } from 'react';
import type { RemoteExpose, RemoteName } from '@cigogne/remote-contract/contract';

/**
 * Loads the default export of one exposed module of a remote. `force` re-registers the remote
 * first (after a failure, so Retry really tries again). Rejects when the remote is missing,
 * unreachable or broken. The real one is `loadFederatedComponent` (Module Federation runtime);
 * tests provide their own.
 */
export type RemoteLoader = (remote: RemoteName, expose: RemoteExpose, options?: { force?: boolean }) => Promise<ComponentType<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notConfigured: RemoteLoader = () => Promise.reject(new Error('No remote loader configured'));

export const RemoteLoaderContext = createContext<RemoteLoader>(notConfigured);
