import { StrictMode } from 'react';
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
// A server-rendered page is hydrated once its screen's code is here (its first render is then the
// server's markup); otherwise, or if that code fails to load, the app renders in the browser.
if (serverRender.hydrate) {
  const replay = holdEarlyEvents(root);
  initialRoute
    .then(
      () => hydrateRoot(root, app),
      () => createRoot(root).render(app),
    )
    .finally(replay);
} else createRoot(root).render(app);
