import { print, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-sse';
import { readToken } from '../apollo/token';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export interface WatchLiveOptions {
  /** The gateway's subscription stream (docs/architecture.md#live-updates). */
  url?: string;
  getToken?: () => string | null;
}

/**
 * Follows one GraphQL subscription over server-sent events (graphql-sse, one stream per
 * subscription, the session's bearer token as on /graphql) and calls `onChange` on each event
 * and on each (re)connection, when changes may have been missed. A lost stream reconnects after
 * 1 s, doubled up to 30 s (jittered); a GraphQL error that is not the server's (the page is not
 * found, or no longer visible) ends it. Loaded after the first paint (ui/src/live/whenPageSettled.ts).
 * Returns the function that stops it.
 */
export function watchLive(
  document: DocumentNode,
  variables: Record<string, unknown>,
  onChange: () => void,
  { url = '/graphql/stream', getToken = readToken }: WatchLiveOptions = {},
): () => void {
  const client = createClient({
    url,
    headers: (): Record<string, string> => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    // reconnection is ours (below): graphql-sse's retries give up on a stream the server ended
    retryAttempts: 0,
  });
  const query = print(document);
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe?.();
    client.dispose();
  };
  const reconnect = () => {
    if (stopped) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++) * (0.5 + Math.random() / 2);
    timer = setTimeout(connect, delay);
  };
  function connect() {
    if (stopped) return;
    unsubscribe = client.subscribe(
      { query, variables },
      {
        next: (result) => {
          const status = Math.max(0, ...(result.errors ?? []).map((e) => Number(e.extensions?.status) || 500));
          if (status && status < 500) return stop();
          if (!status) onChange();
        },
        error: reconnect,
        complete: reconnect,
      },
      {
        connected: () => {
          failures = 0;
          onChange();
        },
      },
    );
  }
  connect();
  return stop;
}
