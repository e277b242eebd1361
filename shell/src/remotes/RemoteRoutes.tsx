import { Typography } from 'antd';
import { useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RequireAuth } from '../session/RequireAuth';
import { useSession } from '../session/SessionContext';
import { REMOTES, type RemoteName, type RemoteRoutesProps } from './contract';
import { RemoteBoundary } from './RemoteBoundary';
import { toRemoteUser } from './toRemoteUser';

/** A remote's './routes' mounted at its prefix (the <Route path="timelines/*"> around it). */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { user } = useSession();
  const intl = useIntl();
  const title = intl.formatMessage({ id: REMOTES[remote].titleId });
  // the loader and the unavailable panel get the section's title; the remote renders its own
  const frame = useCallback(
    (content: ReactNode) => (
      <div className="page">
        <Typography.Title level={1}>{title}</Typography.Title>
        {content}
      </div>
    ),
    [title],
  );
  const requireAuth = useCallback((element: ReactElement) => <RequireAuth>{element}</RequireAuth>, []);
  const props = useMemo<RemoteRoutesProps>(
    () => ({ basePath: REMOTES[remote].basePath, user: toRemoteUser(user), requireAuth }),
    [remote, user, requireAuth],
  );
  return <RemoteBoundary remote={remote} expose="./routes" props={props} variant="page" frame={frame} />;
}
