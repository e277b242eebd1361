import type { ComponentType } from 'react';
import { commonCardCatalogues } from '../i18n/card/catalogues';
import type { Catalogues } from '../i18n/catalogues';
import '../layout/page.css';
import { remoteModule } from './remoteModule';
import type { RemoteContextValue } from './RemoteContext';

interface CardOptions {
  /** The card's own catalogues ({ fr, en }: src/i18n/card/ of the remote); ui's card messages are added. */
  catalogues: Catalogues;
}

/**
 * defineRemote for a remote's './dashboard-card': the card's messages (not the whole feature and
 * common catalogues) and RemoteContext, but no ThemeProvider. Every remote's card is on the
 * dashboard's first visit, so a card renders no antd component (FeatureDashboardCard, DashboardRow
 * and VisibilityBadge are drawn in CSS) and does not download antd's ConfigProvider, theme and
 * locales; the shell's ThemeProvider around it still gives its text the theme's font and colour.
 *
 *   export default defineCard(TimelinesDashboardCard, { catalogues: timelinesCardCatalogues });
 */
export function defineCard<P extends RemoteContextValue>(Component: ComponentType<P>, { catalogues }: CardOptions): ComponentType<P> {
  const messages: Catalogues = {
    fr: { ...commonCardCatalogues.fr, ...catalogues.fr },
    en: { ...commonCardCatalogues.en, ...catalogues.en },
  };
  return remoteModule(Component, messages);
}
