import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, initialRoute, serverRender } from './App';
import { registerWorkerLater } from './pwa/whenIdle';
import './styles.css';

/**
 * Calls `onHydrated` once React has committed the first render and has nothing left to do (the idle
 * callback): by then the screens it loaded on demand are hydrated too, and the changes typed into
 * inputs before hydration are replayed, so a click held until then (the login button) sees them.
 */
function Committed({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(onHydrated, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(onHydrated, 300); // Safari has no idle callback
    return () => clearTimeout(timer);
  }, [onHydrated]);
  return children;
}

/** Renders the app; `replayEarlyEvents` hands over what the visitor did before (see ssr/earlyEvents). */
export function start(replayEarlyEvents: () => void) {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Committed onHydrated={replayEarlyEvents}>
        <App />
      </Committed>
    </StrictMode>
  );
  // A transition render yields to the browser between components: the first render is a series of
  // short tasks instead of one long one that blocks input (Lighthouse's total blocking time).
  const render = () => startTransition(() => void createRoot(root).render(app));
  // A server-rendered page is hydrated once its screen's code is here (its first render is then the
  // server's markup); otherwise, or if that code fails to load, the app renders in the browser.
  // Hydrated in a transition too: React hydrates in short slices (the visitor's clicks meanwhile
  // are held by ssr/earlyEvents and replayed once it is done).
  registerWorkerLater(() => (document.documentElement.lang === 'en' ? 'en' : 'fr'));
  if (serverRender.hydrate) initialRoute.then(() => startTransition(() => void hydrateRoot(root, app)), render);
  else render();
}
