import type { EntityManager } from '@mikro-orm/postgresql';
import { assertId } from '../../common/guards.js';
import { PAGE_KINDS, PageKind } from '../../common/page-kind.js';
import { coOwnerIdsSql, type Ownable } from '../../common/ownership.js';

/** A page as co-ownership reads it: its owner, co-owners and title (a prediction has none: its first name is a secret). */
export type OwnedPage = Ownable & { id: string; ownerId: string; title: string | null };

/** One page of any kind, or null when it is missing (a malformed id is 404). */
export async function loadOwnedPage(em: EntityManager, kind: PageKind, id: string): Promise<OwnedPage | null> {
  assertId(id);
  const title = kind === PageKind.prediction ? 'null' : 'p.title';
  const rows: OwnedPage[] = await em
    .getConnection()
    .execute(
      `select p.id, p.owner_id as "ownerId", ${title} as title, ${coOwnerIdsSql('p.id')} as "coOwnerIds" from ${PAGE_KINDS[kind].table} p where p.id = ?`,
      [id],
      'all',
      em.getTransactionContext(),
    );
  return rows[0] ?? null;
}
