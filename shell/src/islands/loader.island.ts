/**
 * The island loader (docs/architecture.md#islands): the one script of a guest page sent as islands,
 * instead of the whole app. The page is the server's HTML; its script element names the page's
 * island (`data-island`, `data-island-src`, from the remote's build) and the app's entry
 * (`data-app`). A tap on an island's element (ISLAND_TAP_ATTRIBUTE) loads that island, once, and
 * is replayed there; the island's code also loads as soon as one of its elements (those, and those
 * it rewrites: ISLAND_VIEW_ATTRIBUTE) is visible, so a first tap finds it ready. Anything else the page cannot do without the app (a button no island
 * answers for), a signed-in visitor, or a stored language other than the page's: the whole app
 * loads over the page, as on any other page, and the tap is replayed once it is hydrated.
 */
import {
  ISLANDS_GLOBAL,
  ISLAND_OWN_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_TAP_ATTRIBUTE,
  ISLAND_VIEW_ATTRIBUTE,
  type Island,
  type IslandContext,
  type IslandEntry,
} from '@cigogne/remote-contract/islands';
import { readToken } from '@cigogne/ui/apollo/token';
import { detectLanguage } from '@cigogne/ui/i18n/language';
import { whenIdle } from '../pwa/whenIdle';
import { registerAndKeepPage } from '../pwa/workerRegistration';

type Release = (when: (target: Element, replay: () => void) => void) => void;
type Held = { target: Element; replay: () => void };
const win = window as unknown as { __cigogneEarlyEvents?: Release } & Record<string, Record<string, IslandEntry> | undefined>;

const script = document.currentScript as HTMLScriptElement;
const { island: name = '', islandSrc = '', app = '' } = script.dataset;
const root = document.getElementById('root');
const language = root?.dataset.ssr === 'en' ? 'en' : 'fr';

// the inline script of index.html's <head>: it holds taps from the first paint until someone releases them
let holder = win.__cigogneEarlyEvents;
let appWoken = false;
let appAwake = false;
const heldForApp: Held[] = [];

/** The whole app, over the page: it hydrates (or renders, signed in) and then replays what was held for it. */
function wakeApp(target?: Element, replay?: () => void): void {
  if (target && replay) heldForApp.push({ target, replay });
  if (appWoken) return;
  appWoken = true;
  // the app's start calls this once its page is hydrated (shell/src/ssr/earlyEvents.ts)
  win.__cigogneEarlyEvents = (when) => {
    appAwake = true;
    holder?.(when);
    holder = undefined;
    heldForApp.splice(0).forEach((held) => when(held.target, held.replay));
  };
  const entry = document.createElement('script');
  entry.src = app;
  document.head.append(entry);
}

/** The controls a tap on needs the app for, outside the island's elements. */
const APP_CONTROLS = 'button, input[type="checkbox"], input[type="radio"], select, summary';

let started: Promise<Island> | undefined;

/** The island's code, loaded once (from the remote's origin), and the island started. */
function island(): Promise<Island> {
  started ??= new Promise<Island>((resolve, reject) => {
    const code = document.createElement('script');
    code.src = islandSrc;
    code.onload = () => {
      const entry = win[ISLANDS_GLOBAL]?.[name];
      const context: IslandContext = { language, wakeApp };
      if (entry) {
        resolve(entry(context));
        // a mark for tools (e2e tests, longtasks): the page answers its island's taps from now on
        document.documentElement.setAttribute(ISLAND_READY_ATTRIBUTE, name);
      } else reject(new Error(`the island ${name} did not register`));
    };
    code.onerror = () => reject(new Error(`the island ${name} could not load`));
    document.head.append(code);
  }).catch((error: unknown) => {
    // without its island the page still works: through the whole app
    console.warn(error);
    started = undefined;
    throw error;
  });
  return started;
}

function onClick(event: MouseEvent): void {
  if (appAwake || !root || !(event.target instanceof Element)) return;
  const tapped = event.target.closest<HTMLElement>(`[${ISLAND_TAP_ATTRIBUTE}]`);
  if (tapped && root.contains(tapped)) {
    event.preventDefault();
    event.stopPropagation();
    island().then(
      (ready) => ready.tap(tapped),
      () => wakeApp(tapped, () => tapped.click()),
    );
    return;
  }
  // the island's own fields (the wizard's radios and sliders): it listens to them itself
  if (event.target.closest(`[${ISLAND_OWN_ATTRIBUTE}]`)) return;
  // a control only the app answers (the menu, the list's filter switch): its default (a checkbox
  // ticking) waits for the app, whose handler the replayed tap then reaches
  const button = event.target.closest<HTMLElement>(APP_CONTROLS);
  if (button && root.contains(button)) {
    event.preventDefault();
    event.stopPropagation();
    wakeApp(button, () => button.click());
  }
}

if (!root?.hasAttribute('data-ssr') || readToken() || detectLanguage() !== language) wakeApp();
else {
  // the service worker once the page is interactive (the app registers it when it wakes): what makes
  // the page open offline; a guest page always comes from the network when it answers, so it has no
  // update notice (the app's pages have one)
  if ('serviceWorker' in navigator) whenIdle(() => void registerAndKeepPage().catch(console.warn));
  document.addEventListener('click', onClick, true);
  // taps held by index.html's inline script before this script ran: replayed to onClick
  const release = holder;
  holder = win.__cigogneEarlyEvents = undefined;
  release?.((_target, replay) => replay());
  // the island's code as soon as one of its elements is on screen (a guest scrolling to one included)
  const triggers = document.querySelectorAll(`[${ISLAND_TAP_ATTRIBUTE}], [${ISLAND_VIEW_ATTRIBUTE}]`);
  // nothing on the page for the island: the page is all it will be
  if (triggers.length === 0) document.documentElement.setAttribute(ISLAND_READY_ATTRIBUTE, name);
  else if ('IntersectionObserver' in window) {
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        seen.disconnect();
        island().catch(() => undefined);
      }
    });
    triggers.forEach((trigger) => seen.observe(trigger));
  }
}
