import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, initialRoute, serverRender } from './App';
import { holdEarlyEvents } from './ssr/earlyEvents';
import './styles.css';

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
if (serverRender.hydrate) {
  const replay = holdEarlyEvents(root);
  initialRoute.then(() => hydrateRoot(root, app), render).finally(replay);
} else render();
