/**
 * The data version of a server-rendered guest page: one row of `page_versions` per page, bumped by
 * database triggers in the transaction of any write to what the page shows (the rule, table by
 * table, is in migrations/Migration20261125100000_PageVersions.ts): a wishlist, its items and their
 * reservations; a timeline and its events; a prediction, its answer counter and the wishlist
 * created from it. Triggers rather than calls in each service: every write path is covered (the
 * services, the account erasure's bulk deletes, cascades, and any path written later), and the
 * bump commits or rolls back with the change. Every replica reads the same row: a page cached
 * under an older version is never served once the change is committed.
 */

/** The features whose guest pages are keyed on a data version: a remote's name (remote-contract/features.json). */
export const VERSIONED_PAGES = ['wishlists', 'timelines', 'predictions'] as const;
export type VersionedPage = (typeof VERSIONED_PAGES)[number];

/** The key of a page's version: `wishlists:<id>`. */
export const pageVersionKey = (feature: VersionedPage, id: string) => `${feature}:${id}`;

/** Runs one parameterised statement (`?` placeholders) and answers its rows. */
export type RunQuery = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

/**
 * Reads pages' versions for the requests of one event-loop turn in one statement: a crowd on a
 * page costs one read per turn, not one per request. Still strict: the statement is sent after
 * every request it answers arrived, so each sees every change committed before it came; a request
 * arriving while a statement is under way waits for the next one (sent after it). Tried and left:
 * LISTEN/NOTIFY to keep versions in memory, where a replica served a page older than a change
 * committed before the request, for the milliseconds the notification took to arrive.
 */
export class PageVersionReader {
  #batch?: Map<string, Array<{ resolve: (version: number) => void; reject: (err: unknown) => void }>>;

  constructor(private readonly run: RunQuery) {}

  read(key: string): Promise<number> {
    if (!this.#batch) {
      this.#batch = new Map();
      setImmediate(() => void this.#send());
    }
    const batch = this.#batch;
    return new Promise((resolve, reject) => {
      const waiting = batch.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
  }

  async #send(): Promise<void> {
    const batch = this.#batch!;
    this.#batch = undefined;
    const keys = [...batch.keys()];
    try {
      const rows = await this.run(
        `select "page", "version" from "page_versions" where "page" in (${keys.map(() => '?').join(', ')})`,
        keys,
      );
      const versions = new Map(rows.map((row) => [String(row.page), Number(row.version)]));
      for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(versions.get(key) ?? 0);
    } catch (err) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(err);
    }
  }
}
