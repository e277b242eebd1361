import { CoOwnersPanel } from '@cigogne/ui/co-owners/CoOwnersPanel';
import { useWishlistPaths } from '../WishlistsPaths';
import type { SettingsWishlist } from './types';

/** The co-parents tab (docs/product.md#co-owners): the shared panel of every page kind. */
export function CoParentsTab({ wishlist }: { wishlist: SettingsWishlist }) {
  const paths = useWishlistPaths();
  return <CoOwnersPanel kind="wishlist" pageId={wishlist.id} sharedWithMe={wishlist.sharedWithMe} leaveTo={paths.list} />;
}
