import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CoParentView, PendingInvitation } from './co-owner.types.js';
import type { CoParentService } from './co-parent.service.js';

/** GraphQL face of co-parents: the same operations as /api/co-parents. */
@Resolver()
export class CoParentResolver {
  constructor(private readonly service: CoParentService) {}

  @Query(() => [CoParentView], { description: "The signed-in owner's co-parents, accepted then pending." })
  coParents(@Ctx() ctx: GraphQLContext): Promise<CoParentView[]> {
    return this.service.list(ctx.userId);
  }

  @Mutation(() => PendingInvitation, { description: 'Mails an invitation to co-own all the signed-in owner’s pages, present and future.' })
  inviteCoParent(@Arg('email') email: string, @Ctx() ctx: GraphQLContext): Promise<PendingInvitation> {
    return this.service.invite(ctx.userId, { email });
  }

  @Mutation(() => Boolean, { description: 'The owner removes a co-parent or withdraws the invitation; a co-parent leaves.' })
  async removeCoParent(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.service.remove(ctx.userId, id);
    return true;
  }
}
