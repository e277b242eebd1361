import { useWishlistQuery } from '@cigogne/graphql/wishlists';
import { isNotFoundError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { NotFound } from '@cigogne/ui/errors/NotFound';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { Navigate, useParams } from '@cigogne/ui/router';
import type { ComponentType } from 'react';
import { CoParentsTab } from '../settings/CoParentsTab';
import { EditTab } from '../settings/EditTab';
import { ReservationsTab } from '../settings/ReservationsTab';
import { SettingsTabs } from '../settings/SettingsTabs';
import { ShareTab } from '../settings/ShareTab';
import { StatsTab } from '../settings/StatsTab';
import { ThemeTab } from '../settings/ThemeTab';
import type { SettingsWishlist } from '../settings/types';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useLiveWishlist } from '../live/useLiveWishlist';
import { SETTINGS_TABS, useWishlistPaths, type SettingsTab } from '../WishlistsPaths';
import '../styles/owner.css';
import '../styles/reports.css';
import { withOwnerMessages } from '../i18n/owner/OwnerMessages';

const TABS: Record<SettingsTab, ComponentType<{ wishlist: SettingsWishlist }>> = {
  theme: ThemeTab,
  edit: EditTab,
  reservations: ReservationsTab,
  stats: StatsTab,
  share: ShareTab,
  'co-parents': CoParentsTab,
};

const isSettingsTab = (tab: string): tab is SettingsTab => (SETTINGS_TABS as readonly string[]).includes(tab);

function Settings({ id, tab }: { id: string; tab: SettingsTab }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const { data, loading, error, refetch } = useWishlistQuery({ variables: { id } });
  // the reservations tab shows a guest's reservation or cancellation as it happens
  useLiveWishlist(data?.wishlist.isMine ? id : undefined, refetch);
  if (loading && !data) return <PageLoader />;
  // docs/product.md#wishlist-settings: settings of an absent list (or someone else's) go back to the lists
  // (the share tab's address, opened by someone else, is the list they were sent)
  if (data && !data.wishlist.isMine && tab === 'share') return <Navigate to={paths.view(id)} replace />;
  if (isNotFoundError(error) || (data && !data.wishlist.isMine)) return <Navigate to={paths.list} replace />;
  if (!data) {
    return (
      <div className="cg-page">
        <FormErrorBanner error={error ?? new Error('no data')} />
      </div>
    );
  }
  const wishlist = data.wishlist;
  const Tab = TABS[tab];
  return (
    <div className="cg-page cg-page--narrow wl-settings">
      <PageHeader title={wishlist.title} back={{ to: paths.view(wishlist.id), label: t('wishlists.settings.view') }} />
      <SettingsTabs id={wishlist.id} tab={tab} />
      <section className="cg-panel wl-settings__panel" aria-label={t(`wishlists.settings.tab.${tab}`)}>
        {/* keyed by list: a tab's local state never carries over to another list */}
        <Tab key={wishlist.id} wishlist={wishlist} />
      </section>
    </div>
  );
}

/** /wishlists/:id/:tab, tab one of SETTINGS_TABS (anything else is not found). */
function WishlistSettingsPageScreen() {
  const { id = '', tab = '' } = useParams();
  return isSettingsTab(tab) ? <Settings id={id} tab={tab} /> : <NotFound />;
}

/** The owner's screens carry their own messages (i18n/owner/). */
export const WishlistSettingsPage = withOwnerMessages(WishlistSettingsPageScreen);
