import { BarChartOutlined, BgColorsOutlined, EditOutlined, GiftOutlined, ShareAltOutlined, TeamOutlined } from '@ant-design/icons';
import { NavLink } from '@cigogne/ui/router';
import { useCurrentLinkInView } from '@cigogne/ui/navigation/useCurrentLinkInView';
import type { ReactNode } from 'react';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { SETTINGS_TABS, useWishlistPaths, type SettingsTab } from '../WishlistsPaths';

const ICONS: Record<SettingsTab, ReactNode> = {
  theme: <BgColorsOutlined aria-hidden />,
  edit: <EditOutlined aria-hidden />,
  reservations: <GiftOutlined aria-hidden />,
  stats: <BarChartOutlined aria-hidden />,
  share: <ShareAltOutlined aria-hidden />,
  'co-parents': <TeamOutlined aria-hidden />,
};

/**
 * The settings tabs as links (each tab has its URL; Tab and Enter work, the current one carries
 * aria-current="page"). The share tab is hidden on small screens (docs/product.md#wishlist-settings).
 * One line that scrolls sideways on a phone: the current tab is brought into view.
 */
export function SettingsTabs({ id, tab }: { id: string; tab?: SettingsTab }) {
  const t = useWishlistsT();
  const paths = useWishlistPaths();
  const list = useCurrentLinkInView<HTMLUListElement>(tab);
  return (
    <nav aria-label={t('wishlists.settings.nav')} className="wl-tabs">
      <ul className="wl-tabs__list" ref={list}>
        {SETTINGS_TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={paths.settings(id, tab)} className="wl-tabs__link">
              {ICONS[tab]} {t(`wishlists.settings.tab.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
