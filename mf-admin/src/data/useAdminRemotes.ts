import { readToken } from '@cigogne/ui/apollo/token';
import { useCallback, useEffect, useState } from 'react';

/** One remote as GET /api/admin/remotes describes it (gateway/src/modules/remotes/remotes.service.ts). */
export interface AdminRemote {
  feature: string;
  url: string;
  ok: boolean;
  ms: number;
  buildVersion: string | null;
  contractVersion: string | null;
  compatible: boolean;
  problem: string | null;
}

export interface AdminRemotes {
  shellContractVersion: string;
  remotes: AdminRemote[];
}

/**
 * GET /api/admin/remotes with the session's token (a REST read: the registry is the gateway's
 * configuration, no GraphQL data). `reload` asks again: the manifests are probed on each answer.
 */
export function useAdminRemotes() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data?: AdminRemotes; error?: unknown; loading: boolean }>({ loading: true });
  useEffect(() => {
    let cancelled = false;
    setState((current) => ({ data: current.data, loading: true }));
    const token = readToken();
    fetch(new URL('/api/admin/remotes', window.location.origin), {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/admin/remotes answered ${response.status}`);
        return (await response.json()) as AdminRemotes;
      })
      .then(
        (data) => !cancelled && setState({ data, loading: false }),
        (error: unknown) => !cancelled && setState((current) => ({ data: current.data, error, loading: false })),
      );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
