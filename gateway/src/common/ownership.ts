import { raw, type EntityClass, type FilterQuery, type FindOneOptions, type Loaded, type RawQueryFragment } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Visibility } from './enums.js';
import { forbidden, notFound } from './errors.js';
import { assertId, requireUserId } from './guards.js';

/**
 * Who owns a page (a wishlist, a prediction, a timeline) and who may see it: the one rule, for
 * entities, read models and SQL alike (docs/product.md#visibility-and-sharing). A page the caller
 * may not see or change answers 404 exactly like a missing one, never 403, so its existence never
 * leaks. Co-owners (docs/product.md#co-owners), per page or as co-parents of the page's owner
 * (docs/product.md#co-parents), count as owners everywhere here; only deleting the
 * page and managing its co-owners are its owner's alone (isSoleOwner, deleteOwned), 403 for them.
 */

/**
 * A page as the rule reads it: an entity with its owner (loaded or a reference), or a read model's
 * owner id; and its co-owners' ids (the entities' `coOwnerIds` formula, coOwnerIdsSql in SQL).
 */
export type Ownable = ({ owner?: { id: string } | null } | { ownerId: string | null | undefined }) & {
  coOwnerIds?: readonly string[] | null;
};

/** The where clause of the pages a user owns or co-owns: the SQL twin of isOwner. */
export type OwnedFilter = { $or: [{ owner: string }, { id: { $in: RawQueryFragment } }] };

const ownerIdOf = (page: Ownable) => ('ownerId' in page ? page.ownerId : page.owner?.id);

/**
 * The ids of the users who co-own the page whose id column is `idColumn`, as a SQL text[] (never
 * null), first come first: its per-page co-owners and its owner's co-parents (the view
 * `page_co_owner_ids`), each once.
 */
export const coOwnerIdsSql = (idColumn: string) =>
  `(select coalesce(array_agg(co.user_id::text order by co.since, co.user_id), '{}') from
     (select user_id, min(created_at) as since from page_co_owner_ids where page_id = ${idColumn} group by user_id) co)`;

/** Whether `userId` owns or co-owns the page (a visitor owns nothing). */
export function isOwner(page: Ownable, userId: string | undefined): boolean {
  return !!userId && (ownerIdOf(page) === userId || !!page.coOwnerIds?.includes(userId));
}

/** Whether `userId` is the page's owner, who alone deletes it and manages its co-owners. */
export function isSoleOwner(page: Ownable, userId: string | undefined): boolean {
  return !!userId && ownerIdOf(page) === userId;
}

/** Whether the page is shared with `userId`: co-owned, not owned (the lists' "shared with you" mark). */
export function sharedWith(page: Ownable, userId: string | undefined): boolean {
  return isOwner(page, userId) && !isSoleOwner(page, userId);
}

/** The 403 of a co-owner asking for what only the owner may do; 404 for anyone else (existence never leaks). */
export function ownerOnly(page: Ownable | null | undefined, userId: string | undefined): void {
  if (!page || !isOwner(page, userId)) throw notFound();
  if (!isSoleOwner(page, userId)) throw forbidden();
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
  return { $or: [{ owner }, { id: { $in: raw('select co.page_id from page_co_owner_ids co where co.user_id = ?', [owner]) } }] };
}

/** The caller's own page: 401 signed out; 404 when missing, malformed or someone else's. */
export function loadOwned<E extends { id: string; owner: unknown }, Hint extends string = never>(
  em: EntityManager,
  entity: EntityClass<E>,
  userId: string | undefined,
  id: string,
  options?: Omit<FindOneOptions<E, Hint>, 'using'>,
): Promise<Loaded<E, Hint>> {
  return loadOwnedRow(em, entity, userId, [id], (owned) => ({ id, ...owned }) as unknown as FilterQuery<E>, options);
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

/**
 * Deletes the caller's own page in one statement (what hangs under it goes by its foreign keys, its
 * co-owners by trigger): 401 signed out; 403 for a co-owner; 404 otherwise.
 */
export async function deleteOwned<E extends { id: string; owner: unknown }>(
  em: EntityManager,
  entity: EntityClass<E>,
  userId: string | undefined,
  id: string,
): Promise<void> {
  const owner = requireUserId(userId);
  assertId(id);
  if (await em.nativeDelete(entity, { id, owner } as FilterQuery<E>)) return;
  const shared = await em.count(entity, { id, ...ownedBy(owner, id) } as unknown as FilterQuery<E>);
  throw shared ? forbidden() : notFound();
}
