import type { ErasurePart } from '../module.js';

/** Mails sent to them (reset links, notices, as a guest too). */
export const mailErasure: ErasurePart = async ({ run, email }) => {
  await run(`delete from mail_outbox where lower("to") = ?`, [email]);
};
