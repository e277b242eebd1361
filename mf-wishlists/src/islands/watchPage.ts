import { WishlistChangedDocument } from '@cigogne/graphql/live';
import { watchLive } from '@cigogne/ui/live/watchLive';

/**
 * The island's live updates (its own chunk, loaded once the page settled): on each change of the
 * list, and on each (re)connection, the page is read again (docs/architecture.md#live-updates).
 */
export function watchPage(wishlistId: string, refresh: () => Promise<unknown>): () => void {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = refresh().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return watchLive(WishlistChangedDocument, { id: wishlistId }, run);
}
