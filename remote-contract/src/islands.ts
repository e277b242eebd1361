/**
 * Islands (docs/architecture.md#islands): a remote's guest page sent as the server's HTML with a
 * few small scripts of its own instead of the whole app. The shell's island loader
 * (shell/src/islands/loader.island.ts) and a remote's island entries (src/islands/<name>.island.ts of the
 * remote, built with it: tooling/src/islands.ts) agree on what follows, nothing else.
 */

/** The global each island entry registers itself in, by its name. */
export const ISLANDS_GLOBAL = '__cigogneIslands';

/**
 * The attribute of an element an island answers for (a button): its value is the island's action.
 * A tap on it loads the island's code (when not loaded yet) and replays the tap there.
 */
export const ISLAND_TAP_ATTRIBUTE = 'data-island-tap';

/**
 * The attribute of an area whose controls the island answers itself (a form's fields: radios,
 * sliders): the loader leaves taps inside it alone instead of waking the app for them.
 */
export const ISLAND_OWN_ATTRIBUTE = 'data-island-own';

/**
 * The attribute of an element its island rewrites once it is on screen: what the server cannot know
 * (the visitor's clock and time zone: a baby's age, a time of day); its value says what it shows. It
 * loads the island as a visible ISLAND_TAP_ATTRIBUTE element does.
 */
export const ISLAND_VIEW_ATTRIBUTE = 'data-island-view';

/** Set on <html> (to the island's name) once the page's island has started. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';

/** What the loader hands an island when it starts it. */
export interface IslandContext {
  /** The page's language (what the server rendered it in). */
  language: 'fr' | 'en';
  /**
   * Loads the whole app over the page (hydration, or a render in the browser), for what no
   * island does; `replay` is run once the app is there.
   */
  wakeApp: (target?: Element, replay?: () => void) => void;
}

/** A started island. */
export interface Island {
  /** A tap on one of its elements (ISLAND_TAP_ATTRIBUTE), the one that woke it included. */
  tap(target: HTMLElement): void;
}

export type IslandEntry = (context: IslandContext) => Island;

/** The files of a build's islands (dist/islands/islands.json): entry name to its file under dist/islands/. */
export type IslandsManifest = Record<string, string>;

/** Name of that manifest in dist/islands/. */
export const ISLANDS_MANIFEST = 'islands.json';
