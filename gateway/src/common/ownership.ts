import type { EntityClass, FilterQuery, FindOneOptions, Loaded } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Visibility } from './enums.js';
import { notFound } from './errors.js';
import { assertId, requireUserId } from './guards.js';

/**
 * Who owns a page (a wishlist, a prediction, a timeline) and who may see it: the one rule, for
 * entities, read models and SQL alike (docs/product.md#visibility-and-sharing). A page the caller
 * may not see or change answers 404 exactly like a missing one, never 403, so its existence never
 * leaks. Co-owners (issue 21) change isOwner and ownedBy here, and nowhere else.
 */

/** A page as the rule reads it: an entity with its owner (loaded or a reference), or a read model's owner id. */
export type Ownable = { owner?: { id: string } | null } | { ownerId: string | null | undefined };

/** The where clause of the pages a user owns: the SQL twin of isOwner. */
export type OwnedFilter = { owner: string };

const ownerIdOf = (page: Ownable) => ('ownerId' in page ? page.ownerId : page.owner?.id);

/** Whether `userId` owns the page (a visitor owns nothing). */
export function isOwner(page: Ownable, userId: string | undefined): boolean {
  return !!userId && ownerIdOf(page) === userId;
}

/**
 * Whether `userId` (or a visitor) may see the page: its owner always; anyone else when it is public
 * and `published` (a wishlist's draft is its owner's alone, whatever its visibility).
 */
export function visibleTo(
  page: Ownable & { visibility: Visibility },
  userId: string | undefined,
  { published = true }: { published?: boolean } = {},
): boolean {
  return isOwner(page, userId) || (page.visibility === Visibility.public && published);
}

/** A row the caller may see, or 404 when it is missing or not visible to them (never 403). */
export function visibleOrNotFound<T>(row: T | null | undefined, visible: (row: T) => boolean): T {
  if (!row || !visible(row)) throw notFound();
  return row;
}

/**
 * The where clause of the pages `userId` owns, after the checks of every owner route: 401 signed
 * out, 404 for a malformed id among `ids`.
 */
export function ownedBy(userId: string | undefined, ...ids: string[]): OwnedFilter {
  const owner = requireUserId(userId);
  assertId(...ids);
  return { owner };
}

/** The caller's own page: 401 signed out; 404 when missing, malformed or someone else's. */
export function loadOwned<E extends { id: string; owner: unknown }, Hint extends string = never>(
  em: EntityManager,
  entity: EntityClass<E>,
  userId: string | undefined,
  id: string,
  options?: Omit<FindOneOptions<E, Hint>, 'using'>,
): Promise<Loaded<E, Hint>> {
  return loadOwnedRow(em, entity, userId, [id], (owned) => ({ id, ...owned }) as FilterQuery<E>, options);
}

/**
 * A row under one of the caller's pages (an item, an event), `where` putting the owner filter on
 * the page: 401 signed out; 404 when missing, malformed (`ids`) or under someone else's page.
 */
export async function loadOwnedRow<E extends object, Hint extends string = never>(
  em: EntityManager,
  entity: EntityClass<E>,
  userId: string | undefined,
  ids: string[],
  where: (owned: OwnedFilter) => FilterQuery<NoInfer<E>>,
  options?: Omit<FindOneOptions<E, Hint>, 'using'>,
): Promise<Loaded<E, Hint>> {
  const row = await em.findOne<E, Hint>(entity, where(ownedBy(userId, ...ids)), options);
  if (!row) throw notFound();
  return row;
}

/** Deletes the caller's own page in one statement (what hangs under it goes by its foreign keys): 401 signed out; 404 otherwise. */
export async function deleteOwned<E extends { id: string; owner: unknown }>(
  em: EntityManager,
  entity: EntityClass<E>,
  userId: string | undefined,
  id: string,
): Promise<void> {
  const where = { id, ...ownedBy(userId, id) } as FilterQuery<E>;
  if (!(await em.nativeDelete(entity, where))) throw notFound();
}
