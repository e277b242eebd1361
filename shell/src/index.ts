// antd's styles of the first screens, built for the theme: a stylesheet of the page's <head>
import '@cigogne/ui/theme/antd-first-paint.css';
import { earlyEventsRelease } from './ssr/earlyEvents';
import { evaluateInSteps, yieldToBrowser } from './ssr/startInSteps';

const root = document.getElementById('root')!;
const serverRendered = root.hasAttribute('data-ssr');
// held by index.html's inline script since before the first paint (ssr/earlyEvents.ts)
const replayEarlyEvents = earlyEventsRelease();

/**
 * A server-rendered page is readable before any script runs: its code starts after the first
 * paint, so the page's styles and images do not compete with the app's chunks for a phone's
 * bandwidth. The timeout covers a hidden tab, where animation frames do not run.
 */
function afterFirstPaint(): Promise<void> {
  if (!serverRendered) return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
}

// Module Federation needs an async boundary before shared modules (react, antd...) are used.
// Named: the gateway links its stylesheet in server-rendered pages (css-chunks.json).
// The modules are evaluated in steps (ssr/startInSteps), so that no task of the start is long.
void afterFirstPaint()
  .then(evaluateInSteps)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(async (bootstrap) => {
    await yieldToBrowser();
    return bootstrap;
  })
  .then(({ start }) => start(replayEarlyEvents));
