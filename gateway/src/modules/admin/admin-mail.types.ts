import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MailStatus } from '../mail/index.js';
import { MAIL_KINDS, type MailKind } from '../mail/index.js';
import { PageOf } from './admin.types.js';

registerEnumType(MailStatus, {
  name: 'MailStatus',
  description: 'queued: waits for a worker; retrying: an attempt failed, it is tried again; sent; failed: gave up.',
});

/** The kinds as a GraphQL enum (names and values alike): the frontends get them from codegen. */
export const MailKindEnum = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, kind])) as { [K in MailKind]: K };
registerEnumType(MailKindEnum, { name: 'MailKind', description: 'What a mail is about: the template it was written from.' });

@ObjectType({ description: 'A mail of the outbox as operators see it: the recipient masked, never the body or the link.' })
export class AdminMail {
  @Field(() => ID) id: string;
  @Field({ description: 'Masked: c•••@e•••.fr.' }) recipient: string;
  @Field(() => String, {
    nullable: true,
    description: 'resetPassword, guestReserved... (null for mails from before kinds were kept).',
    deprecationReason: 'Use mailKind, the same value as an enum.',
  })
  kind: string | null;
  @Field(() => String, { nullable: true }) language: string | null;
  @Field(() => MailStatus) status: MailStatus;
  @Field(() => Int, { description: 'Failed delivery attempts.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'The last delivery error, redacted (no address, token or link).' })
  lastError: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
}

@ObjectType()
export class AdminMailPage extends PageOf(AdminMail, 'AdminMailPage') {}
