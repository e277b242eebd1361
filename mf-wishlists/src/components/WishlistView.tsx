import type { ReactNode } from 'react';
import type { WishlistItemView, WishlistView as WishlistData } from '../data/wishlistView';
import { ItemGroups } from './ItemGroups';
import { WishlistBanner } from './WishlistBanner';
import '../styles/list.css';

interface Props {
  wishlist: WishlistData;
  bannerActions?: ReactNode;
  /** A note above the items (archived list, example list). */
  notice?: ReactNode;
  renderActions: (item: WishlistItemView) => ReactNode;
  empty: ReactNode;
}

/** The list as everyone sees it (public page and example): banner, optional notice, filter and grouped items. */
export function WishlistView({ wishlist, bannerActions, notice, renderActions, empty }: Props) {
  return (
    <div className="wl-view">
      <WishlistBanner wishlist={wishlist} actions={bannerActions} />
      {notice && <div className="wl-notice">{notice}</div>}
      <ItemGroups items={wishlist.items} showReserver={wishlist.isMine} renderActions={renderActions} empty={empty} />
    </div>
  );
}
