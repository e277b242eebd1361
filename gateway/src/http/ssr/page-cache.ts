/**
 * Rendered guest pages, shared by every visitor: by page (language and normalised path) and data
 * version (common/page-versions.ts). Only signed-out renders enter it (PageRenderer renders as a
 * visitor, without the request's token or cookies). A newer version replaces the entry; a page
 * of an older one is never answered for a newer version.
 */
/** A kept page, and its compressed forms once a visitor asked for them (compressed once, not per visitor). */
export interface CachedPage {
  /** The page as UTF-8 bytes: sent as they are, never encoded again per visitor. */
  body: Buffer;
  encoded: Map<string, Promise<Buffer>>;
}

export class PageCache {
  /** Insertion order is recency: a hit moves its entry to the end; the oldest go first. */
  readonly #entries = new Map<string, CachedPage & { version: number; at: number }>();
  #bytes = 0;
  /** The renders under way, by page and version: the requests for the same one wait for it. */
  readonly #flights = new Map<string, Promise<Buffer | undefined>>();

  /**
   * `maxBytes`: the total size of the pages kept (a public page is tens of KB). `maxAgeMs`: a
   * page also shows what depends on the clock (a baby's age, the footer's year), which no version
   * tracks: it is rendered again after that long (once, shared, like any render).
   */
  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** The page as rendered for `version`, if kept. */
  get(key: string, version: number): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version || performance.now() - entry.at > this.maxAgeMs) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps the page of `version`, unless a newer version of it is already kept. */
  set(key: string, version: number, body: Buffer): void {
    const old = this.#entries.get(key);
    if (old && old.version > version && performance.now() - old.at <= this.maxAgeMs) return;
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.body.length;
    }
    if (body.length > this.maxBytes) return;
    this.#entries.set(key, { version, body, encoded: new Map(), at: performance.now() });
    this.#bytes += body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.length;
    }
  }

  /** The render of `key` at `version` under way, if any. */
  flight(key: string, version: number): Promise<Buffer | undefined> | undefined {
    return this.#flights.get(`${version} ${key}`);
  }

  /** Registers a render under way until it settles, so requests for the same page and version share it. */
  fly(key: string, version: number, render: Promise<Buffer | undefined>): void {
    const id = `${version} ${key}`;
    this.#flights.set(id, render);
    const land = () => {
      if (this.#flights.get(id) === render) this.#flights.delete(id);
    };
    render.then(land, land);
  }
}
