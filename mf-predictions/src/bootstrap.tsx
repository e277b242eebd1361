import { ApolloProvider } from '@cigogne/ui/apollo/facade';
import { createApolloClient } from '@cigogne/ui/apollo/createApolloClient';
import { I18nProvider } from '@cigogne/ui/i18n/I18nProvider';
import { ThemeProvider } from '@cigogne/ui/theme/ThemeProvider';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@cigogne/ui/router';
import { DevApp } from './dev/DevApp';

// Standalone development entry: the providers the shell would give, around the exposed modules.
const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename="/mf/predictions">
      <I18nProvider>
        <ThemeProvider>
          <ApolloProvider client={client}>
            <DevApp />
          </ApolloProvider>
        </ThemeProvider>
      </I18nProvider>
    </BrowserRouter>
  </StrictMode>,
);
