import { useMeQuery } from '@cigogne/graphql/auth';
import type { RemoteRoutesProps, RemoteUser } from '@cigogne/remote-contract/contract';
import { Layout, Menu } from 'antd';
import { useCallback, useState, type ComponentType, type ReactElement } from 'react';
import { readToken } from '../apollo/token';
import { Link, Navigate, Route, Routes, useLocation } from '@cigogne/ui/router';
import { DevLogin } from './DevLogin';
import type { RemoteContextValue } from '../remote/RemoteContext';

/** A remote run alone (`npm run dev -w mf-<name>`): what mountStandalone needs to know of it. */
export interface StandaloneRemote {
  /** Its name in remote-contract/features.json: 'timelines'. */
  name: string;
  /** The remote's './routes' component. */
  routes: ComponentType<RemoteRoutesProps>;
  /** The remote's './dashboard-card' component, shown at /dashboard. */
  dashboardCard?: ComponentType<RemoteContextValue>; // as defineRemote returns it
  /** Where / goes (the mount point by default). */
  home?: string;
  /** E-mail the sign-in form starts with (a seeded account). */
  devEmail?: string;
}

/**
 * The remote alone: the same props the shell passes (mounted at `basePath/*`), with a minimal
 * sign-in in place of the shell's and, when it has one, its dashboard card at /dashboard.
 */
export function DevApp({ remote, basePath }: { remote: StandaloneRemote; basePath: string }) {
  const { routes: RemoteRoutes, dashboardCard: DashboardCard, devEmail = 'camille.martin@cigogne.local' } = remote;
  const [token, setToken] = useState(readToken);
  const me = useMeQuery({ skip: !token });
  const location = useLocation();
  const user: RemoteUser | null = me.data?.me ?? null;
  const requireAuth = useCallback(
    (element: ReactElement) => (user ? element : <DevLogin email={devEmail} onSignedIn={() => setToken(readToken())} />),
    [user, devEmail],
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {DashboardCard && (
        <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
          <Menu
            mode="horizontal"
            selectedKeys={[location.pathname.startsWith('/dashboard') ? 'dashboard' : 'remote']}
            items={[
              { key: 'remote', label: <Link to={basePath}>{remote.name.charAt(0).toUpperCase() + remote.name.slice(1)}</Link> },
              { key: 'dashboard', label: <Link to="/dashboard">Dashboard card</Link> },
            ]}
            style={{ flex: 1 }}
          />
        </Layout.Header>
      )}
      <Layout.Content style={{ maxWidth: 1200, width: '100%', margin: '0 auto', padding: '32px 24px' }}>
        <Routes>
          <Route path="/" element={<Navigate to={remote.home ?? basePath} replace />} />
          <Route path={`${basePath}/*`} element={<RemoteRoutes basePath={basePath} user={user} requireAuth={requireAuth} />} />
          {DashboardCard && (
            <Route
              path="/dashboard"
              element={requireAuth(<div style={{ maxWidth: 420 }}>{user && <DashboardCard basePath={basePath} user={user} />}</div>)}
            />
          )}
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
