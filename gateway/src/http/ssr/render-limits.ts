/**
 * What bounds the server rendering's work: one key per page whatever the query string, and a
 * per-client allowance of renders.
 */

/**
 * The page a URL shows, as rendered and cached: its path without query or fragment (no
 * server-rendered page reads them), dot segments resolved, repeated and trailing slashes dropped.
 * Case is kept: tokens and ids in paths are case-sensitive. `/app/login?x=1` … `?x=N` are one page.
 */
export function renderedPageUrl(url: string): string {
  // concatenated, not resolved against a base: `//host/path` must stay a path
  const { pathname } = new URL(`http://x${url.startsWith('/') ? '' : '/'}${url}`);
  return pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

/**
 * At most `perClient` renders per client address at once and per rolling second: a render holds
 * its slot until it ends and at least a second after it started. Over it, the caller sends the
 * plain page (the browser renders it), so one client cannot keep this process's CPU busy with
 * renders. Kept in process: the CPU it protects is this process's own; a database count would
 * add a round trip to every page.
 */
export class ClientRenderSlots {
  readonly #taken = new Map<string, number>();

  constructor(private readonly perClient: number) {}

  /** A slot for `client`, with its release; undefined when the client has none left. */
  take(client: string): ((rendered: boolean) => void) | undefined {
    const taken = this.#taken.get(client) ?? 0;
    if (taken >= this.perClient) return undefined;
    this.#taken.set(client, taken + 1);
    const started = performance.now();
    let released = false;
    const free = () => {
      const left = (this.#taken.get(client) ?? 1) - 1;
      if (left > 0) this.#taken.set(client, left);
      else this.#taken.delete(client);
    };
    return (rendered) => {
      if (released) return;
      released = true;
      // a URL that is no server-rendered page cost nothing: its slot comes back at once
      const wait = rendered ? 1000 - (performance.now() - started) : 0;
      if (wait <= 0) free();
      else setTimeout(free, wait).unref();
    };
  }
}
