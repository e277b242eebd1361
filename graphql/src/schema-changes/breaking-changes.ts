import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, DEFAULT_DEPRECATION_REASON, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';

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

/** Every deprecated field, argument, input field and enum value of a schema, by path, with its reason. */
export function deprecations(sdl: string): { path: string; reason: string }[] {
  const found: { path: string; reason: string }[] = [];
  const add = (path: string, reason: string | null | undefined) => {
    if (reason !== null && reason !== undefined) found.push({ path, reason });
  };
  for (const type of Object.values(buildSchema(sdl).getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type))
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) add(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
      }
    if (isInputObjectType(type))
      for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.deprecationReason);
    if (isEnumType(type)) for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.deprecationReason);
  }
  return found;
}

/**
 * What is wrong with the deprecations of a schema: one with graphql's default reason (the reason
 * must say what to use instead), or one docs/api-changes.md does not announce with its date.
 */
export function deprecationProblems(sdl: string, markdown: string): string[] {
  const recorded = recordedChanges(markdown);
  return deprecations(sdl).flatMap(({ path, reason }) => [
    ...(reason === DEFAULT_DEPRECATION_REASON || !reason.trim() ? [`${path}: @deprecated needs a reason naming what to use instead`] : []),
    ...(recorded.has(path) ? [] : [`${path}: deprecated, but not announced in docs/api-changes.md with its date`]),
  ]);
}
