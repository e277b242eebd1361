/**
 * What bounds the server rendering's work: a per-client allowance of renders (one key per page
 * whatever the query string is page-url.ts).
 */

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
