import { ApolloProvider } from '@cigogne/ui/apollo/facade';
import { createApolloClient } from '@cigogne/ui/apollo/createApolloClient';
import { commonCatalogues } from '@cigogne/ui/i18n/catalogues';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from '@cigogne/ui/router';
import type { ReactElement } from 'react';
import type { RemoteUser } from '@cigogne/remote-contract/contract';
import DashboardCard from '../exposes/dashboard-card';
import PredictionsRoutes from '../exposes/routes';

// jsdom's getComputedStyle re-reads every style sheet: with antd's CSS-in-JS in the document, one role
// query takes seconds. Tests let antd write its styles into a detached node instead.
const antdStyles = document.createElement('div');

export const GRAPHQL_URI = 'http://localhost/graphql';

export const camille: RemoteUser = { id: 'u1', firstName: 'Camille', lastName: 'Martin', isAdmin: false };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Like the shell: /login remembers where the visitor was going. */
function requireAuthFor(user: RemoteUser | null) {
  return function requireAuth(element: ReactElement) {
    return user ? element : <Navigate to="/login" state={{ from: '/protected' }} replace />;
  };
}

/**
 * Renders the remote the way the shell mounts it: react-intl with the common French catalogue,
 * antd App, one Apollo client (against msw), a router with /predictions/* and a fake /login.
 */
export function renderPredictions(path: string, { user = camille as RemoteUser | null, locale = 'fr' as 'fr' | 'en' } = {}) {
  const client = createApolloClient({ uri: GRAPHQL_URI, retryInitialDelay: 1 });
  const utils = render(
    <IntlProvider locale={locale} defaultLocale="fr" messages={commonCatalogues[locale]}>
      <StyleProvider container={antdStyles}>
        <ConfigProvider>
          <AntdApp>
            <ApolloProvider client={client}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path="/" element={<h1>Accueil</h1>} />
                  <Route path="/login" element={<h1>Connexion</h1>} />
                  <Route path="/dashboard" element={user && <DashboardCard basePath="/predictions" user={user} />} />
                  <Route
                    path="/predictions/*"
                    element={<PredictionsRoutes basePath="/predictions" user={user} requireAuth={requireAuthFor(user)} />}
                  />
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
