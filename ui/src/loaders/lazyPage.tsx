import { heightBelowHeader } from '@cigogne/remote-contract/layout';
import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from './PageLoader';

/** Height a loading page reserves: the viewport below the shell's header. */
export const PAGE_MIN_HEIGHT = heightBelowHeader();

/**
 * A page loaded on demand, in its own chunk (a guest on a public page does not download the owner's
 * screens), shown in place with a loader as tall as a page meanwhile, so the footer does not jump
 * when it arrives. The import() stays at the call site, where its webpackChunkName comment is
 * written; `name` picks a named export: `lazyPage(() => import('../pages/SharePage'), 'SharePage')`.
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M = 'default' as keyof M, minHeight: string = PAGE_MIN_HEIGHT) {
  const Page = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoader minHeight={minHeight} />}>
        <Page />
      </Suspense>
    );
  };
}
