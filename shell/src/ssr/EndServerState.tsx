import { useLocation } from '@cigogne/ui/router';
import { useEffect, useRef } from 'react';

/**
 * Calls `onFirstNavigation` when the visitor leaves the page the app opened on: the data a
 * server-rendered page came with answers that page only (createApolloClient's serverState), and
 * from then on queries go to the network as usual. Rendered by the server too, at the same place,
 * so the trees (and their ids) match when the browser hydrates.
 */
export function EndServerState({ onFirstNavigation }: { onFirstNavigation: () => void }) {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) onFirstNavigation();
  }, [onFirstNavigation, pathname]);
  return null;
}
