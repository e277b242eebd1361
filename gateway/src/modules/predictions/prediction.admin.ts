import { emailsOf } from '../auth/index.js';
import { coOwnerCounts } from '../co-owners/index.js';
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

/**
 * The admin's predictions: newest first, with their owners' e-mails and co-owners' counts; the answer
 * count is the counter the answers' insert keeps in step (no aggregate over answers).
 */
export const predictionsAdminList: AdminList = async (em, { pageSize, offset }) => {
  const connection = em.getConnection();
  const [[{ n: total }], rows] = await Promise.all([
    connection.execute<{ n: number }[]>('select count(*)::int as n from predictions'),
    connection.execute<Record<string, never>[]>(
      `select id, first_name, visibility, answer_count, created_at, updated_at, owner_id from predictions
       order by created_at desc, id limit ? offset ?`,
      [pageSize, offset],
    ),
  ]);
  // the owners' e-mails are auth's, the co-owners co-owners': each module reads its own table
  const [owners, coOwners] = await Promise.all([
    emailsOf(em, [...new Set(rows.map((r) => r.owner_id as string))]),
    coOwnerCounts(
      em,
      rows.map((r) => r.id as string),
    ),
  ]);
  const items: AdminPredictionRow[] = rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    visibility: r.visibility,
    answerCount: r.answer_count,
    ownerEmail: owners.get(r.owner_id)!,
    coOwnerCount: coOwners.get(r.id) ?? 0,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
  return { total, items };
};
