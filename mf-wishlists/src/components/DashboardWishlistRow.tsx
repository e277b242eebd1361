import { DashboardRow } from '@cigogne/ui/dashboard/DashboardRow';
import { ManageIcon, ShareIcon, ViewIcon } from '@cigogne/ui/dashboard/rowIcons';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { SharedWithMeTag } from '@cigogne/ui/co-owners/SharedWithMeTag';
import { VisibilityBadge } from '@cigogne/ui/visibility/VisibilityBadge';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import { OwnerCounts } from './OwnerCounts';
import type { WishlistSummary } from './WishlistListItem';

/** One list in the dashboard card: title, badge, counts, and view / manage / share (public only) links. */
export function DashboardWishlistRow({ wishlist }: { wishlist: WishlistSummary }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const values = { title: wishlist.title };
  const links = [
    { key: 'view', to: paths.view(wishlist.id), icon: <ViewIcon aria-hidden />, label: t('wishlists.card.view', values) },
    {
      key: 'manage',
      to: paths.settings(wishlist.id, 'edit'),
      icon: <ManageIcon aria-hidden />,
      label: t('wishlists.card.manage', values),
    },
    ...(wishlist.visibility === 'public'
      ? [
          {
            key: 'share',
            to: paths.settings(wishlist.id, 'share'),
            icon: <ShareIcon aria-hidden />,
            label: t('wishlists.card.share', values),
          },
        ]
      : []),
  ];
  return (
    <DashboardRow
      title={wishlist.title}
      to={paths.view(wishlist.id)}
      color={themeShades(wishlist.themeColor).swatch}
      meta={
        <>
          <VisibilityBadge visibility={wishlist.visibility} />
          <SharedWithMeTag shared={wishlist.sharedWithMe} />
          <OwnerCounts counts={wishlist} />
        </>
      }
      links={links}
    />
  );
}
