import { featureNamed } from '@cigogne/remote-contract/features';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@cigogne/ui/apollo/facade';
import { createApolloClient } from '../apollo/createApolloClient';
import { I18nProvider } from '../i18n/I18nProvider';
import { BrowserRouter } from '@cigogne/ui/router';
import '../theme/antd-first-paint.css';
import { ThemeProvider } from '../theme/ThemeProvider';
import { DevApp, type StandaloneRemote } from './DevApp';

/**
 * Standalone development entry of a remote (its src/bootstrap.tsx, never an exposed module): the
 * providers the shell would give, around the remote's exposed components, in #root of its
 * index.html. The page is served at /mf/<name>/ like the built remote, and the remote is mounted
 * at its routePrefix from features.json.
 */
export function mountStandalone(remote: StandaloneRemote) {
  const client = createApolloClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter basename={`/mf/${remote.name}`}>
        <I18nProvider>
          <ThemeProvider>
            <ApolloProvider client={client}>
              <DevApp remote={remote} basePath={featureNamed(remote.name).routePrefix} />
            </ApolloProvider>
          </ThemeProvider>
        </I18nProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
