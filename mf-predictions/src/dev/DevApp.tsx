import { readToken } from '@cigogne/ui/apollo/token';
import { useMeQuery } from '@cigogne/graphql/auth';
import { Layout, Menu } from 'antd';
import { useCallback, useState, type ReactElement } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from '@cigogne/ui/router';
import type { RemoteUser } from '@cigogne/remote-contract/contract';
import DashboardCard from '../exposes/dashboard-card';
import PredictionsRoutes from '../exposes/routes';
import { DevLogin } from './DevLogin';

/**
 * The remote alone (`npm run dev -w mf-predictions`, http://localhost:3001/mf/predictions/):
 * the same props the shell passes, with a minimal sign-in in place of the shell's.
 */
export function DevApp() {
  const [token, setToken] = useState(readToken);
  const me = useMeQuery({ skip: !token });
  const location = useLocation();
  const user: RemoteUser | null = me.data?.me ?? null;
  const requireAuth = useCallback(
    (element: ReactElement) => (user ? element : <DevLogin onSignedIn={() => setToken(readToken())} />),
    [user],
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
        <Menu
          mode="horizontal"
          selectedKeys={[location.pathname.startsWith('/dashboard') ? 'dashboard' : 'predictions']}
          items={[
            { key: 'predictions', label: <Link to="/predictions">Predictions</Link> },
            { key: 'dashboard', label: <Link to="/dashboard">Dashboard card</Link> },
          ]}
          style={{ flex: 1 }}
        />
      </Layout.Header>
      <Layout.Content style={{ maxWidth: 1200, width: '100%', margin: '0 auto', padding: '32px 24px' }}>
        <Routes>
          <Route path="/" element={<Navigate to="/predictions" replace />} />
          <Route path="predictions/*" element={<PredictionsRoutes basePath="/predictions" user={user} requireAuth={requireAuth} />} />
          <Route
            path="dashboard"
            element={requireAuth(<div style={{ maxWidth: 420 }}>{user && <DashboardCard basePath="/predictions" user={user} />}</div>)}
          />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
