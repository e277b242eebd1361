/**
 * The server-rendering entry of the shell (`rspack build --env ssr` -> dist-ssr/index.cjs, loaded by
 * the gateway). It renders the same tree as the browser (AppProviders, the layout, AppRoutes) under a
 * static router at the request's URL, signed out, running the page's GraphQL queries through the
 * gateway's `execute` (in process, as an anonymous visitor), and returns the markup, antd's styles
 * and the Apollo cache the browser restores before it hydrates.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { FEATURES } from '@cigogne/remote-contract/features';
import { namesRows } from '@cigogne/remote-contract/row-id.mjs';
import type { GraphQLResult, RenderedBody, ServerRenderOptions, ShellServerBundle } from '@cigogne/remote-contract/server-bundle';
import { ApolloClient, ApolloLink, InMemoryCache } from '@cigogne/ui/apollo/facade';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// server-only, not in the shared facade: the bundle resolves react-router from node_modules, the one every bundle uses
// eslint-disable-next-line no-restricted-imports
import { matchPath, StaticRouter } from 'react-router';
import { from } from 'rxjs';
import { AppProviders } from '../AppProviders';
import type { RemoteLoader } from '../remotes/remoteLoader';
import { rememberLoadedRemote } from '../remotes/useRemote';
import { EndServerState } from './EndServerState';
import { AppRoutes, featureOfPath, FIRST_SCREENS } from '../routes/AppRoutes';

/** The page could not be rendered (a GraphQL error, not found, a render error): the plain page is sent. */
export class NotRenderable extends Error {
  override name = 'NotRenderable';
}

const noop = () => undefined;

const withoutApp = (pathname: string) => pathname.replace(/^\/app(?=\/|$)/, '') || '/';

/** What `url` shows, when it is a page rendered on the server; undefined otherwise. */
function pageOf(
  url: string,
  loadRemote: ServerRenderOptions['loadRemote'],
  cookie = '',
): (Pick<RenderedBody, 'shellChunks' | 'remote' | 'island'> & { showsNotFound?: boolean }) | undefined {
  const appPath = withoutApp(new URL(url, 'http://x').pathname);
  const feature = featureOfPath(appPath);
  if (!feature) {
    const screen = FIRST_SCREENS.find((s) => s.serverRendered && s.path.test(appPath));
    return screen && { shellChunks: ['bootstrap', screen.chunk], island: screen.island };
  }
  if (feature.adminOnly) return undefined;
  const module = loadRemote(feature.container);
  let params: Record<string, string | undefined> = {};
  const page = module?.serverRenderedPaths?.find((p) => {
    const match = matchPath({ path: `${feature.routePrefix}/${p.path}`, end: true }, appPath);
    params = match?.params ?? {};
    return match && namesRows(params);
  });
  if (!module || !page) return undefined;
  if (page.unlessCookie) {
    const name = page.unlessCookie.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
    if (cookie.split(/;\s*/).some((entry) => entry.startsWith(`${name}=`))) return undefined;
  }
  // the first render shows the remote, as the browser's does once it has loaded it before hydrating
  rememberLoadedRemote(feature.container, './routes', module.default);
  return {
    shellChunks: ['bootstrap'],
    remote: { container: feature.container, chunks: [page.chunk], island: page.island },
    showsNotFound: page.showsNotFound,
  };
}

const UNKNOWN_ID = '00000000-0000-0000-0000-000000000000';

/** ShellServerBundle's warmUpUrls: one URL of each server-rendered page. */
export const warmUpUrls: ShellServerBundle['warmUpUrls'] = (loadRemote) => {
  const remotes = FEATURES.flatMap(
    (feature) =>
      loadRemote(feature.container)?.serverRenderedPaths?.map((p) => `/app${feature.routePrefix}/${p.path.replace(/:\w+/g, UNKNOWN_ID)}`) ??
      [],
  );
  // the shell's screens share their code: one is enough
  return ['/app/login', ...remotes];
};

/** ShellServerBundle's renderPage: `url` rendered signed out. Rejects with NotRenderable on failure. */
export const renderPage: ShellServerBundle['renderPage'] = async ({ url, language, execute, loadRemote, cookie, signal }) => {
  const found = pageOf(url, loadRemote, cookie);
  if (!found) return undefined;
  const { showsNotFound, ...page } = found;
  const failed = (errors: NonNullable<GraphQLResult['errors']>) =>
    errors.some((error) => !showsNotFound || error.extensions?.status !== 404);

  const failures: string[] = [];
  let operations = 0;
  const link = new ApolloLink((operation) => {
    operations += 1;
    return from(
      execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then((result) => {
        if (result.errors?.length && failed(result.errors))
          failures.push(`${operation.operationName}: ${result.errors.map((e) => e.message).join(', ')}`);
        return result;
      }),
    );
  });
  const client = new ApolloClient({ ssrMode: true, link, cache: new InMemoryCache() });
  const styles = createCache();
  const notLoadedHere: RemoteLoader = (remote) => Promise.reject(new Error(`${remote} is not loaded on the server`));

  const tree = (
    <StrictMode>
      <StyleProvider cache={styles}>
        <StaticRouter location={url} basename="/app">
          <AppProviders client={client} loadRemote={notLoadedHere} initialLanguage={language}>
            <EndServerState onFirstNavigation={noop} />
            <AppRoutes />
          </AppProviders>
        </StaticRouter>
      </StyleProvider>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    context: { client },
    signal,
    renderFunction: (node) =>
      prerenderToNodeStream(node, {
        signal,
        // every boundary inline: an outlined one is revealed by an inline script, which the CSP forbids
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failures.push(error instanceof Error ? error.message : String(error));
        },
      }),
  });
  if (aborted) throw new NotRenderable('aborted');
  if (failures.length) throw new NotRenderable(failures.join('; '));
  return { html: result, styles: extractStyle(styles), state: client.extract(), ...page, dataFree: operations === 0 };
};
