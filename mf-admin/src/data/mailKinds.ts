import type { MailKind } from '@cigogne/graphql/admin';
import type { AdminMessageId } from '../i18n/fr';

/** The label of each kind the schema's MailKind lists: a kind the gateway adds fails the typecheck until it has one. */
const MAIL_KIND_LABEL: Record<MailKind, AdminMessageId> = {
  resetPassword: 'admin.mails.kind.resetPassword',
  verifyEmail: 'admin.mails.kind.verifyEmail',
  guestReserved: 'admin.mails.kind.guestReserved',
  ownerNotice: 'admin.mails.kind.ownerNotice',
  newAnswer: 'admin.mails.kind.newAnswer',
  contactReply: 'admin.mails.kind.contactReply',
  birthAnnouncement: 'admin.mails.kind.birthAnnouncement',
  coOwnerInvitation: 'admin.mails.kind.coOwnerInvitation',
  webhookDisabled: 'admin.mails.kind.webhookDisabled',
  thankNote: 'admin.mails.kind.thankNote',
};

/** A mail from before kinds were kept has none. */
export const mailKindLabel = (kind: MailKind | null): AdminMessageId => (kind ? MAIL_KIND_LABEL[kind] : 'admin.mails.kind.unknown');
