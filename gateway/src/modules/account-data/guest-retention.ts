import type { Config } from '../../config.js';
import type { RetentionRule } from '../module.js';

/**
 * How long guests' e-mail addresses are kept. A guest (no account) leaves one when reserving a
 * gift: it carries the confirmation mail and its cancel link, and nothing reads it afterwards (the
 * cancel link works by its token). It is blanked RESERVATION_EMAIL_RETENTION_DAYS after the
 * reservation; the reservation itself (name, message) stays for the list's owner. A prediction
 * answer may hold one for the birth announcement: erased once the birth is announced, or
 * ANSWER_EMAIL_RETENTION_DAYS after the answer when it never is; contact requests come from signed-in users and go with their account;
 * mails (mail_outbox) go after MAIL_OUTBOX_RETENTION_DAYS.
 */
export function guestEmailRetention(config: Config): RetentionRule[] {
  return [
    { table: 'reservations', column: 'created_at', days: config.guestEmailRetentionDays.reservation, clear: ['email'] },
    { table: 'prediction_answers', column: 'created_at', days: config.guestEmailRetentionDays.answer, clear: ['email'] },
  ];
}
