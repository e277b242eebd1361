import { WishlistChangedDocument } from '@cigogne/graphql/live';
import { watchLive } from '@cigogne/ui/live/watchLive';

/** The live changes of one list (its own chunk, loaded after the first paint): `onChange` on each, and on each (re)connection. */
export function watchWishlist(id: string, onChange: () => void): () => void {
  return watchLive(WishlistChangedDocument, { id }, onChange);
}
