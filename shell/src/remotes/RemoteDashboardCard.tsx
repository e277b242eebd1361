import type { DashboardCardProps } from '@cigogne/remote-contract/contract';
import type { Feature } from '@cigogne/remote-contract/features';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Panel } from '@cigogne/ui/layout/Panel';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionContext';
import { RemoteBoundary } from './RemoteBoundary';
import { toRemoteUser } from './toRemoteUser';

/**
 * One dashboard slot: the remote's './dashboard-card' (which renders its own card), or, while it
 * loads and when it is unavailable, a card titled with the section name around a loader / the panel.
 */
export function RemoteDashboardCard({ feature }: { feature: Feature }) {
  const intl = useIntl();
  const { user } = useSession();
  const props = useMemo<DashboardCardProps>(
    () => ({ basePath: feature.routePrefix, user: toRemoteUser(user)! }),
    [feature.routePrefix, user],
  );
  const title = intl.formatMessage({ id: feature.titleKey });
  const frame = useCallback(
    (content: ReactNode) => (
      <Panel title={<h2 className="card-title">{title}</h2>} className="dashboard-card">
        {content}
      </Panel>
    ),
    [title],
  );
  return <RemoteBoundary remote={feature.container} expose="./dashboard-card" props={props} variant="card" frame={frame} />;
}
