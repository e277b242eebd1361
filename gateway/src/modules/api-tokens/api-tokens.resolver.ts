import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ApiTokenInfo, CreatedApiToken } from './api-token.type.js';
import type { ApiTokenService } from './api-tokens.service.js';
import { CreateApiTokenInput } from './dto/api-token.inputs.js';

/** GraphQL face of ApiTokenService: the same operations as /api/auth/tokens, for a signed-in session only. */
@Resolver()
export class ApiTokenResolver {
  constructor(private readonly tokens: ApiTokenService) {}

  @Query(() => [ApiTokenInfo], { description: 'The signed-in account’s personal access tokens, the newest first.' })
  apiTokens(@Ctx() ctx: GraphQLContext): Promise<ApiTokenInfo[]> {
    return this.tokens.list(ctx.userId);
  }

  @Mutation(() => CreatedApiToken, { description: 'Mints a personal access token; its secret is in this answer only.' })
  createApiToken(
    @Arg('input', () => CreateApiTokenInput) input: CreateApiTokenInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiToken> {
    return this.tokens.create(ctx.userId, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes a token at once, on every replica.' })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.tokens.revoke(ctx.userId, id);
    return true;
  }
}
