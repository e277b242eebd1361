import type { ErasurePart } from '../module.js';

/** The error log keeps the request, not who made it. */
export const errorLogErasure: ErasurePart = async ({ run }) => {
  await run(`update api_error_logs set user_id = null where user_id = ?`);
};
