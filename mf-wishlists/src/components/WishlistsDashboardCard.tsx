import { useWishlistSummariesQuery } from '@cigogne/graphql/wishlists';
import { FeatureDashboardCard } from '@cigogne/ui/dashboard/FeatureDashboardCard';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import { DashboardWishlistRow } from './DashboardWishlistRow';
import '../styles/owner.css';

/** The dashboard's wishlists card (docs/product.md#dashboard): my lists with their counts, create, empty state. */
export function WishlistsDashboardCard() {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  return (
    <FeatureDashboardCard
      title={t('wishlists.card.title')}
      result={useWishlistSummariesQuery()}
      items={(data) => data.wishlists}
      renderItem={(wishlist) => <DashboardWishlistRow key={wishlist.id} wishlist={wishlist} />}
      create={{ to: paths.create, label: t('wishlists.card.create') }}
      seeAll={{ to: paths.list, label: t('wishlists.card.seeAll') }}
      emptyText={t('wishlists.card.empty')}
    />
  );
}
