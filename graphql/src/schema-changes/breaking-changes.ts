import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

export interface BreakingChange {
  /** What changed, as graphql-inspector names it: `Query.wishlist`, `Wishlist.items`, `WishlistInput.title`. */
  path: string;
  message: string;
}

/**
 * One line of docs/api-changes.md's list of breaking changes: the path in backquotes, then the day
 * it was deprecated (announced) — `` - `Query.oldField` deprecated 2026-05-01, removed 2026-11-01: … ``.
 */
const RECORDED = /^- `([^`]+)` deprecated (\d{4}-\d{2}-\d{2})\b/gm;

/** The changes from the published schema to the current one that break a client written against the published one. */
export async function breakingChanges(published: string, current: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(published), buildSchema(current));
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .map((c) => ({ path: c.path ?? c.message, message: c.message }));
}

/** The paths docs/api-changes.md records as breaking changes, each with its deprecation date. */
export function recordedChanges(markdown: string): Map<string, string> {
  return new Map([...markdown.matchAll(RECORDED)].map(([, path, date]) => [path, date]));
}

/** The breaking changes docs/api-changes.md does not record: each one fails the schema check. */
export async function unrecordedBreakingChanges(published: string, current: string, markdown: string): Promise<BreakingChange[]> {
  const recorded = recordedChanges(markdown);
  return (await breakingChanges(published, current)).filter((c) => !recorded.has(c.path));
}
