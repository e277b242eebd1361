import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageKind } from '../../common/page-kind.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { CoOwnerService } from './co-owner.service.js';
import { AcceptedInvitation, CoOwner, InvitationPreview, PendingInvitation } from './co-owner.types.js';
import type { InvitationService } from './invitation.service.js';

/** GraphQL face of co-ownership: the same operations as the REST routes. */
@Resolver()
export class CoOwnerResolver {
  constructor(
    private readonly people: CoOwnerService,
    private readonly invitations: InvitationService,
  ) {}

  @Query(() => [CoOwner], { description: "A page's co-owners (its owner only)." })
  coOwners(
    @Arg('kind', () => PageKind) kind: PageKind,
    @Arg('pageId', () => ID) pageId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CoOwner[]> {
    return this.people.list(kind, pageId, ctx.userId);
  }

  @Query(() => [PendingInvitation], { description: "A page's invitations neither accepted nor expired (its owner only)." })
  pendingInvitations(
    @Arg('kind', () => PageKind) kind: PageKind,
    @Arg('pageId', () => ID) pageId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PendingInvitation[]> {
    return this.invitations.pending(kind, pageId, ctx.userId);
  }

  @Query(() => InvitationPreview, { description: 'What an invitation link offers; invalidTokenException when used, expired or unknown.' })
  invitation(@Arg('token') token: string): Promise<InvitationPreview> {
    return this.invitations.preview(token);
  }

  @Mutation(() => PendingInvitation, { description: 'Mails an invitation to co-own the page (its owner only).' })
  inviteCoOwner(
    @Arg('kind', () => PageKind) kind: PageKind,
    @Arg('pageId', () => ID) pageId: string,
    @Arg('email') email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PendingInvitation> {
    return this.invitations.invite(kind, pageId, ctx.userId, { email });
  }

  @Mutation(() => Boolean, { description: 'Withdraws a pending invitation (the owner only).' })
  async cancelInvitation(
    @Arg('kind', () => PageKind) kind: PageKind,
    @Arg('pageId', () => ID) pageId: string,
    @Arg('invitationId', () => ID) invitationId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.invitations.cancel(kind, pageId, ctx.userId, invitationId);
    return true;
  }

  @Mutation(() => Boolean, { description: 'The owner removes a co-owner; a co-owner removes himself (leaves).' })
  async removeCoOwner(
    @Arg('kind', () => PageKind) kind: PageKind,
    @Arg('pageId', () => ID) pageId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.people.remove(kind, pageId, ctx.userId, userId);
    return true;
  }

  @Mutation(() => AcceptedInvitation, { description: 'Accepts an invitation with the account its e-mail names.' })
  acceptInvitation(@Arg('token') token: string, @Ctx() ctx: GraphQLContext): Promise<AcceptedInvitation> {
    return this.invitations.accept(token, ctx.userId);
  }
}
