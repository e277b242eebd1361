import { PageLoader } from '@cigogne/ui/loaders/PageLoader';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { Suspense, type ReactNode } from 'react';
import type { RemoteExpose, RemoteName } from '@cigogne/remote-contract/contract';
import { PAGE_MIN_HEIGHT } from '@cigogne/ui/loaders/lazyPage';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemote } from './useRemote';

interface Props<P> {
  remote: RemoteName;
  expose: RemoteExpose;
  /** Props given to the remote component (see contract.ts). */
  props: P;
  /** 'page' for a route area, 'card' for a dashboard card slot. */
  variant?: 'page' | 'card';
  /** Frames the loader and the unavailable panel (e.g. in a titled card); the remote itself is not framed. */
  frame?: (content: ReactNode) => ReactNode;
}

const noFrame = (content: ReactNode) => content;

/**
 * Renders one exposed component of a remote in place: a loader while it loads, then the component;
 * when the remote is missing, unreachable or throws, the "section unavailable" panel with Retry.
 */
export function RemoteBoundary<P extends object>({ remote, expose, props, variant = 'page', frame = noFrame }: Props<P>) {
  const state = useRemote<P>(remote, expose);
  // the page loader reserves a page's height, so the footer does not jump when the remote mounts
  const loader = frame(variant === 'page' ? <PageLoader minHeight={PAGE_MIN_HEIGHT} /> : <SectionLoader />);

  if (state.status === 'loading') return <>{loader}</>;
  if (state.status === 'error') return <>{frame(<RemoteUnavailable variant={variant} onRetry={state.retry} />)}</>;

  const { Component } = state;
  return (
    <RemoteErrorBoundary
      fallback={(reset) =>
        frame(
          <RemoteUnavailable
            variant={variant}
            onRetry={() => {
              reset();
              state.retry();
            }}
          />,
        )
      }
    >
      <Suspense fallback={loader}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
