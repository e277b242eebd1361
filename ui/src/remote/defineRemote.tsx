import type { ComponentType } from 'react';
import { commonCatalogues, type Catalogues } from '../i18n/catalogues';
import '../layout/page.css';
import { ThemeProvider } from '../theme/ThemeProvider';
import { remoteModule } from './remoteModule';
import type { RemoteContextValue } from './RemoteContext';

interface RemoteOptions {
  /** The feature's own catalogues ({ fr, en }); the common catalogue it was built with is added. */
  catalogues: Catalogues;
}

/**
 * Wraps the component of an exposed module in what every remote needs under the shell's providers:
 * ThemeProvider (antd is not shared), the feature catalogue (plus the common one it was built with,
 * so shared components find their keys even under an older shell: remotes deploy independently), and
 * RemoteContext ({ basePath, user } for useRemoteContext). An exposed module is then one line:
 *
 *   export default defineRemote(TimelinesRoutes, { catalogues: timelinesCatalogues });
 *
 * A './dashboard-card' uses defineCard instead (no antd on the dashboard's first visit).
 */
export function defineRemote<P extends RemoteContextValue>(Component: ComponentType<P>, { catalogues }: RemoteOptions): ComponentType<P> {
  const messages: Catalogues = {
    fr: { ...commonCatalogues.fr, ...catalogues.fr },
    en: { ...commonCatalogues.en, ...catalogues.en },
  };
  return remoteModule(Component, messages, (children) => <ThemeProvider>{children}</ThemeProvider>);
}
