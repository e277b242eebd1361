import { rowView } from '../../common/account-rows.js';
import type { ErasurePart, ExportPart } from '../module.js';

/**
 * The pages shared with them (docs/product.md#co-owners), whose co-parent they are and who is theirs
 * (docs/product.md#co-parents), and the invitations they sent (never a token's hash).
 */
export const coOwnersExport: ExportPart = async ({ run }) => {
  const coOwnerships = await run(`select kind, page_id, created_at from page_co_owners where user_id = ? order by created_at, id`);
  const coParents = await run(
    `select id, owner_id, user_id, created_at from co_parents where ? in (owner_id, user_id) order by created_at, id`,
  );
  const invitations = await run(
    `select id, kind, page_id, email, created_at, expires_at, accepted_at from page_invitations
     where inviter_id = ? order by created_at, id`,
  );
  return {
    coOwnerships: coOwnerships.map((c) => rowView(c)),
    coParents: coParents.map((c) => rowView(c)),
    invitations: invitations.map((i) => rowView(i)),
  };
};

/** Invitations to co-own a page mailed to them (their co-ownerships and those they sent go by the cascades). */
export const coOwnersErasure: ErasurePart = async ({ run, email }) => {
  await run(`delete from page_invitations where email = ?`, [email]);
};
