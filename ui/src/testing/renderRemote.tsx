import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import { IntlProvider } from 'react-intl';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RemoteRoutesProps, RemoteUser } from '@cigogne/remote-contract/contract';
import { createApolloClient } from '../apollo/createApolloClient';
import { ApolloProvider } from '@cigogne/ui/apollo/facade';
import { commonCatalogues } from '../i18n/catalogues';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from '@cigogne/ui/router';
import type { RemoteContextValue } from '../remote/RemoteContext';

// jsdom's getComputedStyle re-reads every style sheet: with antd's CSS-in-JS in the document, one role
// query takes seconds. Tests let antd write its styles into a detached node instead.
const antdStyles = document.createElement('div');

export const GRAPHQL_URI = 'http://localhost/graphql';

/** The signed-in user of remote tests unless a test says otherwise. */
export const camille: RemoteUser = { id: 'u1', firstName: 'Camille', lastName: 'Martin', isAdmin: false };

/** Path and query string, so a test can check where the app went (`getByTestId('location')`). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Like the shell: /login remembers where the visitor was going. */
function requireAuthFor(user: RemoteUser | null) {
  return function requireAuth(element: ReactElement) {
    return user ? element : <Navigate to="/login" state={{ from: '/protected' }} replace />;
  };
}

export interface RemoteUnderTest {
  /** The remote's './routes' component. */
  routes: ComponentType<RemoteRoutesProps>;
  /** The remote's './dashboard-card' component, mounted at /dashboard. */
  dashboardCard?: ComponentType<RemoteContextValue>; // as defineRemote returns it
  /** Where the shell mounts it: '/timelines'. */
  basePath: string;
  /** The app's own pages the remote links to (placeholders), besides /, /login and /dashboard. */
  otherRoutes?: ReactNode;
}

export interface RenderRemoteOptions {
  /** camille by default; null for a signed-out visitor. */
  user?: RemoteUser | null;
  locale?: 'fr' | 'en';
  /** The shell's requireAuth by default (sends a signed-out visitor to /login). */
  requireAuth?: (element: ReactElement) => ReactNode;
}

/**
 * Renders a remote the way the shell mounts it: react-intl with the common catalogue, antd App,
 * one Apollo client (against msw, retries 1 ms apart so a retry would show), a router with the
 * remote at `<basePath>/*`, placeholder / and /login pages, and the location in
 * `data-testid="location"`.
 */
export function renderRemote(
  remote: RemoteUnderTest,
  path: string,
  { user = camille, locale = 'fr', requireAuth = requireAuthFor(user) }: RenderRemoteOptions = {},
) {
  const { routes: RemoteRoutes, dashboardCard: DashboardCard, basePath } = remote;
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
                  {DashboardCard && <Route path="/dashboard" element={user && <DashboardCard basePath={basePath} user={user} />} />}
                  {remote.otherRoutes}
                  <Route path={`${basePath}/*`} element={<RemoteRoutes basePath={basePath} user={user} requireAuth={requireAuth} />} />
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
