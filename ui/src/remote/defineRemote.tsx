import { useMemo, type ComponentType } from 'react';
import { commonCatalogues, type Catalogues } from '../i18n/catalogues';
import { FeatureMessages } from '../i18n/FeatureMessages';
import '../layout/page.css';
import { ThemeProvider } from '../theme/ThemeProvider';
import { RemoteContext, type RemoteContextValue } from './RemoteContext';

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
 */
export function defineRemote<P extends RemoteContextValue>(Component: ComponentType<P>, { catalogues }: RemoteOptions): ComponentType<P> {
  const messages: Catalogues = {
    fr: { ...commonCatalogues.fr, ...catalogues.fr },
    en: { ...commonCatalogues.en, ...catalogues.en },
  };
  function Remote(props: P) {
    const { basePath, user } = props;
    const context = useMemo(() => ({ basePath, user }), [basePath, user]);
    return (
      <ThemeProvider>
        <FeatureMessages catalogues={messages}>
          <RemoteContext.Provider value={context}>
            <Component {...props} />
          </RemoteContext.Provider>
        </FeatureMessages>
      </ThemeProvider>
    );
  }
  Remote.displayName = `Remote(${Component.displayName ?? Component.name})`;
  return Remote;
}
