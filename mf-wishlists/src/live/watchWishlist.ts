import { WishlistChangedDocument } from '@cigogne/graphql/live';
import type { ApolloClient } from '@cigogne/ui/apollo/facade';
import { watchLive } from '@cigogne/ui/live/watchLive';

/**
 * Follows one list's live changes (its own chunk, loaded after the first paint): on each, and on
 * each (re)connection, `refetch` reads the list again from the network.
 */
export function watchWishlist(id: string, client: ApolloClient, refetch: () => Promise<unknown>): () => void {
  return watchLive(WishlistChangedDocument, { id }, () => {
    // the server's data of the first page is stale now: read the network, as after a navigation
    client.prioritizeCacheValues = false;
    refetch().catch(() => {
      // the query shows its own error (a list gone private is not found)
    });
  });
}
