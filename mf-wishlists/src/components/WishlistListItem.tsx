import type { WishlistSummariesQuery } from '@cigogne/graphql/wishlists';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { Link } from '@cigogne/ui/router';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import { OwnerCounts } from './OwnerCounts';
import { WishlistActionsMenu } from './WishlistActionsMenu';

export type WishlistSummary = WishlistSummariesQuery['wishlists'][number];

/** One list in /wishlists: colour accent (or cover), title, badge, counts, open button and menu. */
export function WishlistListItem({ wishlist, onDelete }: { wishlist: WishlistSummary; onDelete: () => void }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  return (
    <li className="wl-list-item" style={{ borderInlineStartColor: themeShades(wishlist.themeColor).swatch }}>
      {wishlist.coverImage && <img className="wl-list-item__cover" src={wishlist.coverImage.thumbnailUrl} alt="" width={96} height={64} />}
      <div className="wl-list-item__main">
        <h2 className="wl-list-item__title">
          <Link to={paths.view(wishlist.id)}>{wishlist.title}</Link>
        </h2>
        <div className="wl-list-item__meta">
          <VisibilityBadge visibility={wishlist.visibility} />
          <OwnerCounts itemCount={wishlist.itemCount} reservedCount={wishlist.reservedCount} />
        </div>
      </div>
      <div className="wl-list-item__actions">
        <ButtonLink to={paths.view(wishlist.id)}>{t('wishlists.list.open')}</ButtonLink>
        <WishlistActionsMenu id={wishlist.id} title={wishlist.title} isPublic={wishlist.visibility === 'public'} onDelete={onDelete} />
      </div>
    </li>
  );
}
