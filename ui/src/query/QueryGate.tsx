import { lazy, Suspense, type ReactNode } from 'react';
import { isNotFoundError } from '../errors/appError';
import { FormErrorBanner } from '../errors/FormErrorBanner';
import { PageLoader } from '../loaders/PageLoader';

// Loaded when needed: antd's Result and its illustrations are not part of a page that renders.
const LazyNotFound = lazy(() => import(/* webpackChunkName: "ui-not-found" */ '../errors/NotFound'));
const NotFound = () => (
  <Suspense fallback={<PageLoader />}>
    <LazyNotFound />
  </Suspense>
);

/** The part of an Apollo query result the gate reads (`useXQuery(...)` as is). */
export interface GateableResult<Data> {
  data?: Data;
  loading: boolean;
  error?: unknown;
}

interface Props<Data, Item> {
  result: GateableResult<Data>;
  /** The item of the page in the query's data (e.g. `(data) => data.timeline`); null or undefined is not found. */
  select: (data: Data) => Item | null | undefined;
  /**
   * Owner screens (manage, edit, share...) treat someone else's item as not found, like the server
   * does for a private one. Reads `isMine` unless `isOwner` says otherwise.
   */
  ownerOnly?: boolean;
  isOwner?: (item: Item) => boolean;
  children: (item: Item) => ReactNode;
}

const readsIsMine = (item: unknown) => (item as { isMine?: boolean }).isMine === true;

/**
 * One query's page states: the page loader while loading, NotFound for a `notFound` error, missing
 * data or (with `ownerOnly`) a non-owner, the error banner for any other failure, else the page.
 */
export function QueryGate<Data, Item>({ result, select, ownerOnly = false, isOwner = readsIsMine, children }: Props<Data, Item>) {
  const { data, loading, error } = result;
  if (loading && !data) return <PageLoader />;
  if (isNotFoundError(error)) return <NotFound />;
  if (!data) {
    return (
      <div className="cg-page">
        <FormErrorBanner error={error ?? new Error('no data')} />
      </div>
    );
  }
  const item = select(data);
  if (item === null || item === undefined || (ownerOnly && !isOwner(item))) return <NotFound />;
  return <>{children(item)}</>;
}
