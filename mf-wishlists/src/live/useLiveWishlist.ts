import { useApolloClient } from '@cigogne/ui/apollo/facade';
import { whenPageSettled } from '@cigogne/ui/live/whenPageSettled';
import { useEffect, useRef } from 'react';

/**
 * Keeps a shown list current (docs/architecture.md#live-updates): once the page has settled, the
 * list's live changes (another guest's reservation, a cancellation, the owner's edits) refetch it
 * with `refetch`, the page's own query and its privacy rules. `id` undefined: nothing to follow
 * (the list is not shown). The client code is a chunk of its own, loaded then.
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
    const onChange = () => {
      // the server's data of the first page is stale now: read the network, as after a navigation
      client.prioritizeCacheValues = false;
      latest.current().catch(() => {
        // the query shows its own error (a list gone private is not found)
      });
    };
    const cancelStart = whenPageSettled(() => {
      import(/* webpackChunkName: "wl-live" */ './watchWishlist').then(
        ({ watchWishlist }) => {
          if (!cancelled) stop = watchWishlist(id, onChange);
        },
        (err: unknown) => console.warn('live updates unavailable', err),
      );
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [id, client]);
}
