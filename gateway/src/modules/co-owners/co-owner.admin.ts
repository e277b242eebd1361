import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidArray } from '../../common/pagination.js';

/** How many co-owners each of these pages has (none: 0), for the admin's lists of pages: one query, rows or none. */
export async function coOwnerCounts(em: EntityManager, pageIds: string[]): Promise<Map<string, number>> {
  const rows = await em
    .getConnection()
    .execute<{ page_id: string; n: number }[]>(
      `select page_id, count(*)::int as n from page_co_owners where page_id = any(?::uuid[]) group by page_id`,
      [uuidArray(pageIds)],
    );
  return new Map(rows.map((r) => [r.page_id, r.n]));
}
