import { createApolloClient } from '@cigogne/ui/apollo/createApolloClient';
import { BrowserRouter } from '@cigogne/ui/router';
import { AppProviders } from './AppProviders';
import { loadFederatedComponent } from './remotes/loadFederatedComponent';
import { AppRoutes, loadInitialRoute } from './routes/AppRoutes';
import { EndServerState } from './ssr/EndServerState';
import { readServerRender } from './ssr/serverRender';
import { announceUnauthorized } from './session/unauthorizedEvent';

const initialPath = window.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
/** A page rendered by the gateway that this visitor's first render reproduces (bootstrap.tsx hydrates it). */
export const serverRender = readServerRender(document.getElementById('root'));
const client = createApolloClient({ onUnauthorized: announceUnauthorized, serverState: serverRender.state });
const endServerState = () => {
  client.prioritizeCacheValues = false;
};
/**
 * The screen of the URL the app opens on, loading alongside the first render (see
 * preloadInitialRoute); a hydration waits for it, so its first render is the server's page.
 */
export const initialRoute = loadInitialRoute(initialPath, loadFederatedComponent);
// a failure here is handled by the route's own loading, with its retry
initialRoute.catch(() => undefined);

/** The shell, served at /app. */
export function App() {
  return (
    <BrowserRouter basename="/app">
      <AppProviders client={client} loadRemote={loadFederatedComponent}>
        <EndServerState onFirstNavigation={endServerState} />
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
