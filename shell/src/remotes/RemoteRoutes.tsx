import type { RemoteRoutesProps } from '@cigogne/remote-contract/contract';
import type { Feature } from '@cigogne/remote-contract/features';
import { useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RequireAuth } from '../session/RequireAuth';
import { useSession } from '../session/SessionContext';
import { RemoteBoundary } from './RemoteBoundary';
import { toRemoteUser } from './toRemoteUser';

/** A remote's './routes' mounted at its prefix (the <Route path="timelines/*"> around it). */
export function RemoteRoutes({ feature }: { feature: Feature }) {
  const { user } = useSession();
  const intl = useIntl();
  const title = intl.formatMessage({ id: feature.titleKey });
  // the loader and the unavailable panel get the section's title; the remote renders its own
  const frame = useCallback(
    (content: ReactNode) => (
      <div className="page">
        {/* a plain h1 drawn like Typography's (styles.css): this frame is in every page's code */}
        <h1 className="page-title">{title}</h1>
        {content}
      </div>
    ),
    [title],
  );
  const requireAuth = useCallback((element: ReactElement) => <RequireAuth>{element}</RequireAuth>, []);
  const props = useMemo<RemoteRoutesProps>(
    () => ({ basePath: feature.routePrefix, user: toRemoteUser(user), requireAuth }),
    [feature.routePrefix, user, requireAuth],
  );
  return <RemoteBoundary remote={feature.container} expose="./routes" props={props} variant="page" frame={frame} />;
}
