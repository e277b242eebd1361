import type { WishlistSummariesQuery } from '@cigogne/graphql/wishlists';
import { ListCard } from '@cigogne/ui/layout/ListCard';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { SharedWithMeTag } from '@cigogne/ui/co-owners/SharedWithMeTag';
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
    <ListCard
      to={paths.view(wishlist.id)}
      title={wishlist.title}
      themeColor={wishlist.themeColor}
      cover={wishlist.coverImage && <img src={wishlist.coverImage.thumbnailUrl} alt="" width={96} height={64} />}
      badges={
        <>
          <VisibilityBadge visibility={wishlist.visibility} />
          <SharedWithMeTag shared={wishlist.sharedWithMe} />
          <OwnerCounts counts={wishlist} />
        </>
      }
      actions={
        <>
          <ButtonLink to={paths.view(wishlist.id)}>{t('wishlists.list.open')}</ButtonLink>
          <WishlistActionsMenu
            id={wishlist.id}
            title={wishlist.title}
            isPublic={wishlist.visibility === 'public'}
            onDelete={wishlist.sharedWithMe ? undefined : onDelete}
          />
        </>
      }
    />
  );
}
