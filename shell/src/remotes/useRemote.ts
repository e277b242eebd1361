import { useCallback, useContext, useEffect, useState, type ComponentType } from 'react';
import type { RemoteExpose, RemoteName } from '@cigogne/remote-contract/contract';
import { RemoteLoaderContext } from './remoteLoader';

export type RemoteState<P> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; Component: ComponentType<P>; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void };

/** Components already loaded in this page, so coming back to a page shows them at once. */
const loaded = new Map<string, ComponentType<any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any

/** Loads one exposed component of a remote; `retry()` forces a fresh attempt after a failure. */
export function useRemote<P>(remote: RemoteName, expose: RemoteExpose): RemoteState<P> {
  const load = useContext(RemoteLoaderContext);
  const key = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; Component?: ComponentType<P>; error?: unknown } | undefined>(() =>
    loaded.has(key) ? { key, attempt: 0, Component: loaded.get(key) } : undefined,
  );

  useEffect(() => {
    if (attempt === 0 && loaded.has(key)) {
      // unchanged when the first render already had it: an update would make a server-rendered
      // page still hydrating below (a lazy page) fall back to its loader
      const Component = loaded.get(key);
      setState((current) =>
        current?.key === key && current.attempt === attempt && current.Component === Component ? current : { key, attempt, Component },
      );
      return;
    }
    let cancelled = false;
    setState(undefined);
    load(remote, expose, { force: attempt > 0 }).then(
      (Component) => {
        loaded.set(key, Component);
        if (!cancelled) setState({ key, attempt, Component });
      },
      (error: unknown) => {
        loaded.delete(key);
        if (!cancelled) setState({ key, attempt, error: error ?? new Error('remote failed') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, remote, expose, key, attempt]);

  const retry = useCallback(() => {
    loaded.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  if (!state || state.key !== key) return { status: 'loading', retry };
  if (state.Component) return { status: 'ready', Component: state.Component, retry };
  return { status: 'error', error: state.error, retry };
}

/**
 * Makes an exposed component known before the first render (server rendering, and the browser
 * before it hydrates a server-rendered page), so that render shows it rather than the loader.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function rememberLoadedRemote(remote: RemoteName, expose: RemoteExpose, Component: ComponentType<any>): void {
  loaded.set(`${remote}/${expose}`, Component);
}

/** Test helper. */
export function forgetLoadedRemotes(): void {
  loaded.clear();
}
