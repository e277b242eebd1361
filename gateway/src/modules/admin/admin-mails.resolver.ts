import { Arg, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { AdminOnly } from './admin.guard.js';
import { AdminMail, AdminMailPage, MailKindEnum } from './admin-mail.types.js';
import type { AdminMailsService } from '../mail/index.js';
import { MailStatus } from '../mail/index.js';
import { isMailKind, type MailKind } from '../mail/index.js';

/** GraphQL face of the mails screen; AdminOnly like every admin field (401 signed out, 403 otherwise). */
@Resolver(() => AdminMail)
@UseMiddleware(AdminOnly)
export class AdminMailsResolver {
  constructor(private readonly mails: AdminMailsService) {}

  @Query(() => AdminMailPage, { description: 'The outbox, newest first, optionally of one status.' })
  adminMails(
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
    @Arg('status', () => MailStatus, { nullable: true }) status?: MailStatus,
  ): Promise<AdminMailPage> {
    return this.mails.list({ page, pageSize, status });
  }

  @Mutation(() => AdminMail, { description: 'Queues a failed mail again; mailNotFailed (409) for any other status.' })
  retryMail(@Arg('id', () => ID) id: string): Promise<AdminMail> {
    return this.mails.retry(id);
  }

  @FieldResolver(() => MailKindEnum, {
    nullable: true,
    description: 'What the mail is about (null for mails from before kinds were kept, or of a kind no longer sent).',
  })
  mailKind(@Root() mail: AdminMail): MailKind | null {
    return isMailKind(mail.kind) ? mail.kind : null;
  }
}
