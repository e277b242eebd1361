/** Every kind of mail the product sends: the outbox and the admin screen show it (GraphQL enum MailKind). */
export const MAIL_KINDS = [
  'resetPassword',
  'verifyEmail',
  'guestReserved',
  'ownerNotice',
  'newAnswer',
  'contactReply',
  'birthAnnouncement',
  'coOwnerInvitation',
  'webhookDisabled',
  'thankNote',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (kind: string | null): kind is MailKind => MAIL_KINDS.includes(kind as MailKind);

/** The recipient's language, which the mail is written in. */
export type MailLanguage = 'fr' | 'en';

/** What a template renders: both parts from one content (templates/layout.ts). */
export interface RenderedMail {
  kind: MailKind;
  language: MailLanguage;
  subject: string;
  text: string;
  html: string;
}

/** What `MailService.send` takes: a rendered mail, its recipient and the one link it is about. */
export interface Mail extends RenderedMail {
  to: string;
  /** The one link the mail is about (reset, cancel), logged when there is no SMTP server. */
  link?: string;
}
