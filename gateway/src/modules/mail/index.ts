/**
 * The mail module's face (the mail outbox and its templates): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { mailModule } from './mail.module.js';
export type { MailService } from './mail.service.js';
export { MailStatus } from './mail-outbox.entity.js';
export { isMailKind, type Mail, MAIL_KINDS, type MailKind, type MailLanguage } from './mail.types.js';
export {
  birthAnnouncementMail,
  contactReplyMail,
  coOwnerInvitationMail,
  guestReservedMail,
  type MailContent,
  type MailShare,
  mailTemplate,
  newAnswerMail,
  ownerNoticeMail,
  resetPasswordMail,
  thankNoteMail,
  verifyEmailMail,
} from './templates/index.js';
// the admin area's mails screen: the outbox as operators see it, and the retry of a failed mail
export { AdminMailsService, MAIL_STATUSES, type AdminMailRow } from './mail-admin.service.js';
