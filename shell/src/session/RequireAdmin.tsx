import type { ReactNode } from 'react';
import { Navigate } from '@cigogne/ui/router';
import { RequireAuth } from './RequireAuth';
import { useSession } from './SessionContext';

/** Admin pages: signed-out visitors go to /login, signed-in non-admins to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.isAdmin ? <>{children}</> : <Navigate to="/" replace />;
}
