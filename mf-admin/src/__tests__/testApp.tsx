import { ApolloProvider } from '@cigogne/ui/apollo/facade';
import { createApolloClient } from '@cigogne/ui/apollo/createApolloClient';
import { commonCatalogues } from '@cigogne/ui/i18n/catalogues';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from '@cigogne/ui/router';
import type { ReactElement } from 'react';
import type { RemoteUser } from '@cigogne/remote-contract/contract';
import AdminRoutes from '../exposes/routes';

// jsdom's getComputedStyle re-reads every style sheet: with antd's CSS-in-JS in the document, one role
// query takes seconds. Tests let antd write its styles into a detached node instead.
const antdStyles = document.createElement('div');

export const GRAPHQL_URI = 'http://localhost/graphql';

export const elise: RemoteUser = { id: 'admin1', firstName: 'Élise', lastName: 'Bernard', isAdmin: true };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The shell mounts /admin/* for a signed-in admin only, so the remote's requireAuth passes the page through. */
const requireAuth = (element: ReactElement) => element;

/**
 * Renders the remote the way the shell mounts it for an admin: react-intl with the common
 * catalogue, antd App, one Apollo client (against msw, retries 1 ms apart so a retry would show),
 * a router with /admin/* and the app's /wishlists/:id.
 */
export function renderAdmin(path: string, { locale = 'fr' as 'fr' | 'en' } = {}) {
  const client = createApolloClient({ uri: GRAPHQL_URI, retryInitialDelay: 1 });
  const utils = render(
    <IntlProvider locale={locale} defaultLocale="fr" messages={commonCatalogues[locale]}>
      <StyleProvider container={antdStyles}>
        <ConfigProvider>
          <AntdApp>
            <ApolloProvider client={client}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path="/wishlists/:id" element={<h1>Liste</h1>} />
                  <Route path="/predictions/:id/manage" element={<h1>Pronostic</h1>} />
                  <Route path="/admin/*" element={<AdminRoutes basePath="/admin" user={elise} requireAuth={requireAuth} />} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </ApolloProvider>
          </AntdApp>
        </ConfigProvider>
      </StyleProvider>
    </IntlProvider>,
  );
  return { ...utils, client };
}
