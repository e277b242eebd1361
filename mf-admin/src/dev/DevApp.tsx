import { readToken } from '@cigogne/ui/apollo/token';
import { useMeQuery } from '@cigogne/graphql/auth';
import { Layout } from 'antd';
import { useCallback, useState, type ReactElement } from 'react';
import { Navigate, Route, Routes } from '@cigogne/ui/router';
import type { RemoteUser } from '@cigogne/remote-contract/contract';
import AdminRoutes from '../exposes/routes';
import { DevLogin } from './DevLogin';

/**
 * The remote alone (`npm run dev -w mf-admin`, http://localhost:3004/mf/admin/): the same props the
 * shell passes, with a minimal sign-in in place of the shell's (sign in with an admin account; the
 * gateway answers 403 to anyone else).
 */
export function DevApp() {
  const [token, setToken] = useState(readToken);
  const me = useMeQuery({ skip: !token });
  const user: RemoteUser | null = me.data?.me ?? null;
  const requireAuth = useCallback(
    (element: ReactElement) => (user ? element : <DevLogin onSignedIn={() => setToken(readToken())} />),
    [user],
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ maxWidth: 1200, width: '100%', margin: '0 auto', padding: '32px 24px' }}>
        <Routes>
          <Route path="/" element={<Navigate to="/admin/users" replace />} />
          <Route path="admin/*" element={<AdminRoutes basePath="/admin" user={user} requireAuth={requireAuth} />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
