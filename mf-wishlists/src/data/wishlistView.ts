import { useWishlistQuery, type WishlistQuery } from '@cigogne/graphql/wishlists';
import { useParams } from '@cigogne/ui/router';

/** A wishlist as the public view reads it (the Wishlist and ExampleWishlist queries share its fields). */
export type WishlistView = WishlistQuery['wishlist'];
export type WishlistItemView = WishlistView['items'][number];

/** The Wishlist query of the route's :id, for ui's QueryGate with `select={selectWishlist}`. */
export function useRouteWishlist() {
  const { id = '' } = useParams();
  return useWishlistQuery({ variables: { id } });
}

export const selectWishlist = (data: WishlistQuery): WishlistView => data.wishlist;
