import type { ApolloClient } from '@cigogne/ui/apollo/facade';
import { ApolloProvider } from '@cigogne/ui/apollo/facade';
import { I18nProvider } from '@cigogne/ui/i18n/I18nProvider';
import type { Language } from '@cigogne/ui/i18n/language';
import { ThemeProvider } from '@cigogne/ui/theme/ThemeProvider';
import type { ReactNode } from 'react';
import { shellCatalogues } from './i18n/catalogues';
import { RemoteLoaderContext, type RemoteLoader } from './remotes/remoteLoader';
import { SessionProvider } from './session/SessionProvider';

const catalogues = [shellCatalogues];

interface Props {
  client: ApolloClient;
  loadRemote: RemoteLoader;
  initialLanguage?: Language;
  /** What logout does once the session is cleared (a reload to /app/ by default). */
  reload?: () => void;
  children: ReactNode;
}

/** Everything the app (and remotes) run inside, below a router: i18n, theme, Apollo, remotes, session. */
export function AppProviders({ client, loadRemote, initialLanguage, reload, children }: Props) {
  return (
    <I18nProvider catalogues={catalogues} initialLanguage={initialLanguage}>
      <ThemeProvider>
        <ApolloProvider client={client}>
          <RemoteLoaderContext.Provider value={loadRemote}>
            <SessionProvider reload={reload}>{children}</SessionProvider>
          </RemoteLoaderContext.Provider>
        </ApolloProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
