import { turnLoader } from './turn-loader.js';

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
 * Reads pages' versions for the requests of one event-loop turn in one statement (turnLoader): a
 * crowd on a page costs one read per turn, not one per request. Still strict: the statement is
 * sent after every request it answers arrived, so each sees every change committed before it came.
 * Tried and left: LISTEN/NOTIFY to keep versions in memory, where a replica served a page older
 * than a change committed before the request, for the milliseconds the notification took to arrive.
 */
export class PageVersionReader {
  readonly #versions = turnLoader(async (keys: readonly string[]) => {
    const rows = await this.run(`select "page", "version" from "page_versions" where "page" in (${keys.map(() => '?').join(', ')})`, [
      ...keys,
    ]);
    return new Map(rows.map((row) => [String(row.page), Number(row.version)]));
  });

  constructor(private readonly run: RunQuery) {}

  async read(key: string): Promise<number> {
    return (await this.#versions.load(key)) ?? 0;
  }
}
