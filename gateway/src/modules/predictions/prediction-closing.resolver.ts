import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { answersOpen, type PredictionClosingService } from './prediction-closing.service.js';
import { Prediction } from './prediction.entity.js';

/** GraphQL face of PredictionClosingService: the same rules as POST /api/predictions/{id}/close and /reopen. */
@Resolver(() => Prediction)
export class PredictionClosingResolver {
  constructor(private readonly service: PredictionClosingService) {}

  @Mutation(() => Prediction, {
    description: 'Owner only: guests can no longer answer (predictionClosed); closing again keeps the first close.',
  })
  closePrediction(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Prediction> {
    return this.service.close(ctx.userId, id);
  }

  @Mutation(() => Prediction, {
    description: 'Owner only: guests can answer again; invalidForm (validation.birthRecorded) once the birth is recorded.',
  })
  reopenPrediction(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Prediction> {
    return this.service.reopen(ctx.userId, id);
  }

  @FieldResolver(() => Boolean, { description: 'Guests may answer: not closed by the owner, no birth recorded.' })
  answersOpen(@Root() prediction: Prediction): boolean {
    return answersOpen(prediction);
  }
}
