import { createApolloClient } from '@cigogne/ui/apollo/createApolloClient';
import { TOKEN_STORAGE_KEY } from '@cigogne/ui/apollo/token';
import type { Language } from '@cigogne/ui/i18n/language';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from '@cigogne/ui/router';
import { AppProviders } from '../../src/AppProviders';
import type { RemoteLoader } from '../../src/remotes/remoteLoader';
import { AppRoutes } from '../../src/routes/AppRoutes';
import { announceUnauthorized } from '../../src/session/unauthorizedEvent';

/** A loader where every remote is missing (as today for predictions, wishlists, admin). */
export const noRemotes: RemoteLoader = jest.fn(() => Promise.reject(new Error('404 mf-manifest.json')));

/** A loader serving the given components; any other remote is missing. */
export function remotesServing(components: Partial<Record<string, ComponentType<any>>>): jest.Mock {
  return jest.fn((remote: string, expose: string) => {
    const component = components[`${remote}/${expose}`];
    return component ? Promise.resolve(component) : Promise.reject(new Error(`${remote} missing`));
  });
}

interface Options {
  route?: string;
  token?: string;
  language?: Language;
  loadRemote?: RemoteLoader;
}

/** The whole shell at `route` (without /app), against the msw server. */
export function renderApp({ route = '/', token, language = 'en', loadRemote = noRemotes }: Options = {}) {
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const client = createApolloClient({ uri: 'http://localhost/graphql', retryInitialDelay: 1, onUnauthorized: announceUnauthorized });
  const reload = jest.fn();
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders client={client} loadRemote={loadRemote} initialLanguage={language} reload={reload}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, user, reload, client };
}
