import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageKind } from '../../common/page-kind.js';
import { User } from '../auth/index.js';

/**
 * Who hears of a page's news (reservations, answers): its owner and its co-owners, each with their
 * own notification switch and language (docs/product.md#co-owners).
 */
export async function pageOwners(em: EntityManager, page: { owner: User; coOwnerIds?: readonly string[] | null }): Promise<User[]> {
  const ids = page.coOwnerIds ?? [];
  return ids.length ? [page.owner, ...(await em.find(User, { id: { $in: [...ids] } }, { orderBy: { id: 'asc' } }))] : [page.owner];
}

/** A page made from another (the timeline of a prediction's birth) is co-owned by the same people. */
export async function copyCoOwners(em: EntityManager, fromPageId: string, to: { kind: PageKind; id: string }): Promise<void> {
  await em.getConnection().execute(
    `insert into page_co_owners (id, created_at, kind, page_id, user_id)
     select gen_random_uuid(), now(), ?, ?, user_id from page_co_owners where page_id = ? on conflict do nothing`,
    [to.kind, to.id, fromPageId],
    'run',
    em.getTransactionContext(),
  );
}
