import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@cigogne/ui/apollo/facade';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { toAppError } from '../errors/appError';
import { MAX_ATTEMPTS, shouldRetry } from './retryPolicy';
import { readToken } from './token';

export interface ApolloClientOptions {
  /** GraphQL endpoint; the gateway's `/graphql` on the same origin by default. */
  uri?: string;
  /** First retry delay in ms, doubled at each retry (jittered), capped at 8 s. */
  retryInitialDelay?: number;
  /** Called when a call made with a token answers `unauthorized` (expired or revoked session). */
  onUnauthorized?: () => void;
  /** Where the bearer token comes from; localStorage `token` by default. */
  getToken?: () => string | null;
  /**
   * A cache filled on the server (client.extract() there): restored, and read first (no network)
   * by the queries of the first page, which the server has just answered; the first navigation
   * ends that (`endServerState`).
   */
  serverState?: Record<string, unknown>;
}

/**
 * The one Apollo Client of the product (created by the shell, shared with remotes through
 * `@apollo/client/react`'s ApolloProvider): bearer auth, retries for queries
 * (3, exponential, none with `context: { noRetry: true }`), and a normalized cache.
 */
export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const { uri = '/graphql', retryInitialDelay = 300, onUnauthorized, getToken = readToken } = options;

  const auth = new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });

  const unauthorized = new ErrorLink(({ error, operation }) => {
    const sentToken = Boolean(operation.getContext().headers?.authorization);
    if (sentToken && toAppError(error).type === 'unauthorized') onUnauthorized?.();
  });

  const retry = new RetryLink({
    delay: { initial: retryInitialDelay, max: 8000, jitter: true },
    attempts: { max: MAX_ATTEMPTS, retryIf: shouldRetry },
  });

  const cache = new InMemoryCache();
  if (options.serverState) cache.restore(options.serverState as Parameters<InMemoryCache['restore']>[0]);
  const client = new ApolloClient({
    link: ApolloLink.from([auth, unauthorized, retry, new HttpLink({ uri })]),
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
  // cache-and-network and network-only queries read the cache only, as after ssrForceFetchDelay
  if (options.serverState) client.prioritizeCacheValues = true;
  return client;
}
