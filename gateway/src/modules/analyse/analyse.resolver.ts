import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AnalyseService } from './analyse.service.js';
import { ProductDetails } from './product-details.js';

@Resolver()
export class AnalyseResolver {
  constructor(private readonly analyse: AnalyseService) {}

  @Mutation(() => ProductDetails, { description: 'Reads title, price and image from a product page (signed in; rate-limited per user).' })
  analyseProductPage(@Arg('url', () => String) url: string, @Ctx() ctx: GraphQLContext): Promise<ProductDetails> {
    return this.analyse.analyse(ctx.userId, { url });
  }
}
