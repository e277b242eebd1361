import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, initialRoute, serverRender } from './App';
import './styles.css';

/** Renders the app; `replayEarlyEvents` hands over what the visitor did before a hydration. */
export function start(replayEarlyEvents: () => void) {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition render yields to the browser between components: the first render is a series of
  // short tasks instead of one long one that blocks input (Lighthouse's total blocking time).
  const render = () => startTransition(() => createRoot(root).render(app));
  // A server-rendered page is hydrated once its screen's code is here (its first render is then the
  // server's markup); otherwise, or if that code fails to load, the app renders in the browser.
  // Hydrated in a transition too: React hydrates in short slices, and at once when the visitor
  // clicks meanwhile (it hydrates synchronously to handle a discrete event).
  if (serverRender.hydrate) {
    initialRoute.then(() => startTransition(() => void hydrateRoot(root, app)), render).finally(replayEarlyEvents);
  } else {
    render();
    replayEarlyEvents();
  }
}
