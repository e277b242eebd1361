/** Every mail the product sends, rendered from one layout (layout.ts). */
export { resetPasswordMail, verifyEmailMail } from './account.js';
export { contactReplyMail } from './contact.js';
export { coOwnerInvitationMail } from './co-owner.js';
export { mailTemplate, renderMail, renderMailUncached, MAIL_THEME, logoUrl, type MailContent } from './layout.js';
export { birthAnnouncementMail, newAnswerMail } from './prediction.js';
export { guestReservedMail, ownerNoticeMail, type MailShare } from './wishlist.js';
export { thankNoteMail } from './thank-note.js';
