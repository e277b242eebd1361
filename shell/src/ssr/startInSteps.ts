/**
 * The app's first script evaluates every module of the first screen: React DOM, Apollo, antd's
 * theme, the router and the shell's own code. Evaluated in one go that is one long task on a
 * phone's CPU (docs/performance.md#npm-run-longtasks-the-main-thread-of-the-guest-pages), during which a tap waits. Loaded in steps, each
 * group of modules is evaluated in its own task, and the browser handles input and paints between
 * them. A module evaluates once: the app's imports then find each step's modules done.
 */
const STEPS: (() => Promise<unknown>)[] = [
  // In the app's chunk (named alike, merged): loading it brings every file of the start at once,
  // the shared modules included; each step then only evaluates.
  () => import(/* webpackChunkName: "bootstrap" */ '@cigogne/ui/theme/ThemeProvider'),
  () => import('react-dom/client'),
  () => import('@cigogne/ui/apollo/facade'),
  () => import(/* webpackChunkName: "bootstrap" */ '@cigogne/ui/i18n/I18nProvider'),
];

/** Gives the browser a turn: `scheduler.yield` keeps this work ahead of other tasks where it exists. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Evaluates the first screen's heaviest modules one group a task; a group that fails is left to the app's own import. */
export async function evaluateInSteps(): Promise<void> {
  for (const step of STEPS) {
    await step().catch(() => undefined);
    await yieldToBrowser();
  }
}
