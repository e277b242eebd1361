import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { sharedWith, type Ownable } from '../../common/ownership.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { EntityClassRef, ResolverClass } from '../module.js';

const DESCRIPTION = 'Whether the signed-in user co-owns this page (shared with them) rather than owns it.';

/**
 * `sharedWithMe` of a page type, decided by the ownership rule like `isMine` (or by `decide`, for a
 * page whose GraphQL root is not always the entity). Each page module lists its own among its
 * resolvers, so this module never imports the pages it lists the co-owners of.
 */
export function sharedWithMeResolver<Page extends object>(
  page: EntityClassRef,
  decide: (page: Page, userId: string | undefined) => boolean = (p, userId) => sharedWith(p as Ownable, userId),
): ResolverClass {
  @Resolver(() => page)
  class SharedWithMeResolver {
    @FieldResolver(() => Boolean, { description: DESCRIPTION })
    sharedWithMe(@Root() root: Page, @Ctx() ctx: GraphQLContext): boolean {
      return decide(root, ctx.userId);
    }
  }
  return SharedWithMeResolver;
}
