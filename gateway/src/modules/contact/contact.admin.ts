import type { AdminList } from '../module.js';

export interface AdminContactRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  status: string;
  answer: string | null;
  repliedAt: Date | null;
  createdAt: Date;
}

/** The admin's contact requests, newest first. */
export const contactsAdminList: AdminList = async (em, { pageSize, offset }) => {
  const connection = em.getConnection();
  const [[{ n: total }], rows] = await Promise.all([
    connection.execute<{ n: number }[]>('select count(*)::int as n from contact_requests'),
    connection.execute<Record<string, never>[]>(
      `select id, name, email, phone, subject, message, status, answer, replied_at, created_at
       from contact_requests order by created_at desc, id limit ? offset ?`,
      [pageSize, offset],
    ),
  ]);
  const items: AdminContactRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    status: r.status,
    answer: r.answer,
    repliedAt: r.replied_at === null ? null : new Date(r.replied_at),
    createdAt: new Date(r.created_at),
  }));
  return { total, items };
};
