import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { EXPENSIVE_MUTATION_COMPLEXITY as EXPENSIVE } from '../../graphql/limits.js';
import type { AccountDataService } from './account-data.service.js';

/** GraphQL face of the erasure (the export is a REST download: a file, not a graph). */
@Resolver()
export class AccountDataResolver {
  constructor(private readonly accountData: AccountDataService) {}

  // bcrypt: weighs EXPENSIVE in the complexity limit, like login
  @Mutation(() => Boolean, {
    description: 'Erases the signed-in account and everything it owns; every session ends. Needs the current password.',
    complexity: EXPENSIVE,
  })
  async deleteAccount(@Arg('password') password: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.accountData.deleteAccount(ctx.userId, { password });
    return true;
  }
}
