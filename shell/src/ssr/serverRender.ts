import { readToken } from '@cigogne/ui/apollo/token';
import { detectLanguage } from '@cigogne/ui/i18n/language';

/** Id of the JSON script the gateway writes the Apollo cache into (gateway/src/http/ssr/page-renderer.ts). */
const STATE_SCRIPT_ID = 'apollo-state';

export interface ServerRender {
  /** Hydrate the server's markup: it is what this visitor's first render would show. */
  hydrate: boolean;
  /** The Apollo cache the server filled (only when hydrating). */
  state?: Record<string, unknown>;
}

/**
 * Whether #root holds a page the gateway rendered (signed out, in the language of `data-ssr`) that
 * this visitor's first render reproduces: signed out and in that language (a stored choice may
 * differ from Accept-Language). Otherwise the app renders in the browser over it.
 */
export function readServerRender(root: HTMLElement | null): ServerRender {
  const language = root?.dataset.ssr;
  if (!language || readToken() || detectLanguage() !== language) return { hydrate: false };
  try {
    const text = document.getElementById(STATE_SCRIPT_ID)?.textContent;
    return { hydrate: true, state: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  } catch {
    return { hydrate: false };
  }
}
