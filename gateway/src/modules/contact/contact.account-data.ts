import { rowView } from '../../common/account-rows.js';
import type { ErasurePart, ExportPart } from '../module.js';

/** The export's `contactRequests`: their messages to the operators, and the answers. */
export const contactExport: ExportPart = async ({ run }) => {
  const requests = await run(
    `select id, name, email, phone, subject, message, status, answer, replied_at, created_at
     from contact_requests where user_id = ? order by created_at, id`,
  );
  return { contactRequests: requests.map((c) => rowView(c)) };
};

/** Their own messages to the operators go (the foreign key would only unlink them). */
export const contactErasure: ErasurePart = async ({ run }) => {
  await run(`delete from contact_requests where user_id = ?`);
};
