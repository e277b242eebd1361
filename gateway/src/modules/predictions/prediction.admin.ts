import type { AdminList } from '../module.js';

export interface AdminPredictionRow {
  id: string;
  firstName: string;
  visibility: string;
  answerCount: number;
  ownerEmail: string;
  coOwnerCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The admin's predictions: newest first; the answer count is the counter the answers' insert keeps in step (no aggregate over answers). */
export const predictionsAdminList: AdminList = async (em, { pageSize, offset }) => {
  const connection = em.getConnection();
  const [[{ n: total }], rows] = await Promise.all([
    connection.execute<{ n: number }[]>('select count(*)::int as n from predictions'),
    connection.execute<Record<string, never>[]>(
      `select p.id, p.first_name, p.visibility, p.answer_count, p.created_at, p.updated_at, u.email as owner_email,
              (select count(*) from page_co_owners co where co.page_id = p.id)::int as co_owner_count
       from predictions p join users u on u.id = p.owner_id
       order by p.created_at desc, p.id limit ? offset ?`,
      [pageSize, offset],
    ),
  ]);
  const items: AdminPredictionRow[] = rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    visibility: r.visibility,
    answerCount: r.answer_count,
    ownerEmail: r.owner_email,
    coOwnerCount: r.co_owner_count,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
  return { total, items };
};
