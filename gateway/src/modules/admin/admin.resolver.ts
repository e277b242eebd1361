import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MAIL_MUTATION_COMPLEXITY } from '../../graphql/limits.js';
import { ContactRequest } from '../contact/index.js';
import type { ContactService } from '../contact/index.js';
import { AdminOnly } from './admin.guard.js';
import type { AdminService } from './admin.service.js';
import {
  AdminContactDetail,
  AdminContactPage,
  AdminErrorLogPage,
  AdminPredictionPage,
  AdminUserPage,
  AdminWishlistPage,
} from './admin.types.js';
import { ContactReplyInput } from '../contact/index.js';

/** GraphQL face of the admin area; every field passes AdminOnly (401 signed out, 403 forbidden otherwise). */
@Resolver()
@UseMiddleware(AdminOnly)
export class AdminResolver {
  constructor(
    private readonly admin: AdminService,
    private readonly contact: ContactService,
  ) {}

  @Query(() => AdminUserPage, { description: 'sort: createdAt (default) or lastLoginAt, newest first; never logged in last.' })
  adminUsers(
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
    @Arg('sort', () => String, { nullable: true }) sort?: string,
  ): Promise<AdminUserPage> {
    return this.admin.users({ page, pageSize, sort });
  }

  @Query(() => AdminWishlistPage)
  adminWishlists(
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ): Promise<AdminWishlistPage> {
    return this.admin.wishlists({ page, pageSize });
  }

  @Query(() => AdminPredictionPage)
  adminPredictions(
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ): Promise<AdminPredictionPage> {
    return this.admin.predictions({ page, pageSize });
  }

  @Query(() => AdminErrorLogPage, { description: 'Newest first, optionally of one status.' })
  adminErrorLogs(
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
    @Arg('status', () => Int, { nullable: true }) status?: number,
  ): Promise<AdminErrorLogPage> {
    return this.admin.errorLogs({ page, pageSize, status }) as Promise<AdminErrorLogPage>;
  }

  @Query(() => AdminContactPage)
  adminContacts(
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ): Promise<AdminContactPage> {
    return this.admin.contacts({ page, pageSize }) as unknown as Promise<AdminContactPage>;
  }

  @Query(() => AdminContactDetail, { description: 'A request with what operators did to it.' })
  adminContact(@Arg('id', () => ID) id: string): Promise<AdminContactDetail> {
    return this.contact.detail(id);
  }

  @Mutation(() => ContactRequest, {
    description: 'Mails the answer to the requester; the request becomes replied.',
    complexity: MAIL_MUTATION_COMPLEXITY,
  })
  replyToContact(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ContactReplyInput) input: ContactReplyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactRequest> {
    return this.contact.reply(ctx.admin!, id, { ...input });
  }

  @Mutation(() => ContactRequest, { description: 'Closes a request without answering it.' })
  closeContact(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ContactRequest> {
    return this.contact.close(ctx.admin!, id);
  }
}
