import type { ApolloLink } from '@cigogne/ui/apollo/facade';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Set on admin and cancel-reservation queries: never retried (docs/product.md#client-query-behaviour). */
    noRetry?: boolean;
  }
}

/** 1 try + 3 retries for own queries (docs/product.md#client-query-behaviour). */
export const MAX_ATTEMPTS = 4;

/** GraphQL answers (domain errors) and 4xx are final; network failures and 5xx are worth another try. */
function isTransient(error: unknown): boolean {
  const e = error as { errors?: unknown; statusCode?: unknown } | null;
  if (!e) return false;
  if (Array.isArray(e.errors)) return false;
  if (typeof e.statusCode === 'number') return e.statusCode >= 500;
  return true;
}

/** Retries queries only (never mutations), and never operations flagged `context: { noRetry: true }`. */
export function shouldRetry(error: unknown, operation: ApolloLink.Operation): boolean {
  if (operation.operationType !== 'query') return false;
  if (operation.getContext().noRetry) return false;
  return isTransient(error);
}
