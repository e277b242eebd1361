import { Card } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionContext';
import { REMOTES, type DashboardCardProps, type RemoteName } from './contract';
import { RemoteBoundary } from './RemoteBoundary';
import { toRemoteUser } from './toRemoteUser';

/**
 * One dashboard slot: the remote's './dashboard-card' (which renders its own card), or, while it
 * loads and when it is unavailable, a card titled with the section name around a loader / the panel.
 */
export function RemoteDashboardCard({ remote }: { remote: RemoteName }) {
  const intl = useIntl();
  const { user } = useSession();
  const props = useMemo<DashboardCardProps>(() => ({ basePath: REMOTES[remote].basePath, user: toRemoteUser(user)! }), [remote, user]);
  const title = intl.formatMessage({ id: REMOTES[remote].titleId });
  const frame = useCallback(
    (content: ReactNode) => (
      <Card title={<h2 className="card-title">{title}</h2>} className="dashboard-card">
        {content}
      </Card>
    ),
    [title],
  );
  return <RemoteBoundary remote={remote} expose="./dashboard-card" props={props} variant="card" frame={frame} />;
}
