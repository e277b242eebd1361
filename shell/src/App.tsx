import { createApolloClient } from '@cigogne/ui/apollo/createApolloClient';
import { BrowserRouter } from '@cigogne/ui/router';
import { AppProviders } from './AppProviders';
import { loadFederatedComponent } from './remotes/loadFederatedComponent';
import { AppRoutes, preloadInitialRoute } from './routes/AppRoutes';
import { announceUnauthorized } from './session/unauthorizedEvent';

const client = createApolloClient({ onUnauthorized: announceUnauthorized });
preloadInitialRoute(window.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/', loadFederatedComponent);

/** The shell, served at /app. */
export function App() {
  return (
    <BrowserRouter basename="/app">
      <AppProviders client={client} loadRemote={loadFederatedComponent}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
