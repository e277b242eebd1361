import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { whenPageSettled } from '@cigogne/ui/live/whenPageSettled';
import { useEffect, useRef } from 'react';

/**
 * Keeps a shown list current (docs/architecture.md#live-updates): once the page has settled, the
 * list's live changes (another guest's reservation, a cancellation, the owner's edits) refetch it
 * with `refetch`, the page's own query and its privacy rules. `id` undefined: nothing to follow
 * (the list is not shown). The client is a chunk of its own, loaded then: only this hook is in
 * the page's first JavaScript.
 */
export function useLiveWishlist(id: string | undefined, refetch: () => Promise<unknown>): void {
  const client = useApolloClient();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!id) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelStart = whenPageSettled(() => {
      // a chunk that cannot load (offline) leaves the page as it is: it still works, without live updates
      import(/* webpackChunkName: "wl-live" */ './watchWishlist').then(({ watchWishlist }) => {
        if (!cancelled) stop = watchWishlist(id, client, () => latest.current());
      }, console.warn);
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [id, client]);
}
