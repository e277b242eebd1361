/**
 * Options of every admin query (docs/product.md#client-query-behaviour: admin queries neither retry nor refetch on window
 * focus). The shared client's RetryLink skips operations flagged `noRetry` (ui/apollo/retryPolicy);
 * Apollo Client never refetches on window focus, so nothing has to turn that off. While a new page,
 * sort or filter loads, `notifyOnNetworkStatusChange` keeps `loading` true and the screen keeps the
 * previous rows on display.
 */
export function adminQuery<Variables>(variables: Variables) {
  return { variables, context: { noRetry: true }, notifyOnNetworkStatusChange: true } as const;
}

/** Rows per page of every admin list (the gateway accepts 1 to 100). */
export const PAGE_SIZE = 20;
