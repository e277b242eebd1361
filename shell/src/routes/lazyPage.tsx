import { heightBelowHeader } from '@cigogne/remote-contract/layout';
import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page loaded on demand (its own chunk: the login screen does not download the dashboard), shown
 * in place with a loader as tall as a page meanwhile, so the footer does not jump when it arrives.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader minHeight={PAGE_MIN_HEIGHT} />}>
        <Page />
      </Suspense>
    );
  };
}

/** Height a loading page reserves: the viewport below the header. */
export const PAGE_MIN_HEIGHT = heightBelowHeader();
