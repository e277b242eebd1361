import { Arg, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isOwner } from '../../common/ownership.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { languageOf } from '../../http/ssr/accept-language.js';
import { EXPENSIVE_MUTATION_COMPLEXITY as EXPENSIVE } from '../../graphql/limits.js';
import { Timeline } from '../timelines/index.js';
import { AnswerInput, BirthInput, PredictionInput } from './dto/prediction.inputs.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { Gender } from './prediction.enums.js';
import { Prediction } from './prediction.entity.js';
import type { PredictionResultService } from './prediction-results.service.js';
import type { PredictionServices } from './predictions.module.js';
import {
  PredictionAnnouncement,
  PredictionBirth,
  PredictionStats,
  PredictionWishlist,
  RevealedFirstName,
  RevealedGender,
} from './prediction.types.js';

/**
 * GraphQL face of the prediction services, one per concern: the same operations as
 * /api/predictions. The secret fields (firstName, gender, answers, birth) are field resolvers that
 * ask PredictionService, so selecting them as a visitor yields null, whatever the query.
 */
@Resolver(() => Prediction)
export class PredictionResolver {
  constructor(private readonly services: PredictionServices) {}

  @Query(() => [Prediction], { description: "The signed-in user's predictions, newest first." })
  predictions(@Ctx() ctx: GraphQLContext): Promise<Prediction[]> {
    return this.services.predictions.listMine(ctx.userId);
  }

  @Query(() => Prediction, { description: 'A public prediction, or one of the signed-in user; otherwise notFound.' })
  prediction(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Prediction> {
    return this.services.predictions.get(ctx.userId, id);
  }

  @Query(() => PredictionAnswer, { description: "A guest's answer (its id is the guest's key), with rank once the birth is recorded." })
  predictionAnswer(
    @Arg('predictionId', () => ID) predictionId: string,
    @Arg('answerId', () => ID) answerId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PredictionAnswer> {
    return this.services.results.getAnswer(ctx.userId, predictionId, answerId);
  }

  @Query(() => PredictionStats, {
    description: 'Owner only: the statistics of docs/product.md#prediction-statistics, and the winners once the birth is recorded.',
  })
  predictionStats(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PredictionStats> {
    return this.services.results.stats(ctx.userId, id);
  }

  @Mutation(() => Prediction, { description: 'Default private, theme blue; surprise turns revealGender off.' })
  createPrediction(@Arg('input', () => PredictionInput) input: PredictionInput, @Ctx() ctx: GraphQLContext): Promise<Prediction> {
    return this.services.predictions.create(ctx.userId, input);
  }

  @Mutation(() => Prediction, { description: 'Replaces the whole form.' })
  updatePrediction(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PredictionInput) input: PredictionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Prediction> {
    return this.services.predictions.update(ctx.userId, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the prediction and its answers; a linked wishlist stays.' })
  async deletePrediction(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.predictions.delete(ctx.userId, id);
    return true;
  }

  // it may mail the owner: weighs EXPENSIVE in the complexity limit, so aliases cannot multiply it
  @Mutation(() => PredictionAnswer, {
    description: 'Signed in or not; only the enabled guesses are required. A private prediction takes none.',
    complexity: EXPENSIVE,
  })
  answerPrediction(
    @Arg('predictionId', () => ID) predictionId: string,
    @Arg('input', () => AnswerInput) input: AnswerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PredictionAnswer> {
    return this.services.answering.answer(ctx.userId, ctx.ip, predictionId, input, languageOf(ctx.res.req.get('accept-language')));
  }

  @Mutation(() => RevealedGender, { description: 'Only when the owner enabled it (never for a surprise); marks the answer.' })
  revealPredictionGender(
    @Arg('predictionId', () => ID) predictionId: string,
    @Arg('answerId', () => ID) answerId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RevealedGender> {
    return this.services.results.revealGender(ctx.userId, predictionId, answerId);
  }

  @Mutation(() => RevealedFirstName, { description: 'Only when the owner enabled it; marks the answer.' })
  revealPredictionFirstName(
    @Arg('predictionId', () => ID) predictionId: string,
    @Arg('answerId', () => ID) answerId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RevealedFirstName> {
    return this.services.results.revealFirstName(ctx.userId, predictionId, answerId);
  }

  @Mutation(() => Prediction, { description: 'Owner only: records (or corrects) the real birth; answers are then scored and ranked.' })
  recordPredictionBirth(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BirthInput) input: BirthInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Prediction> {
    return this.services.birth.recordBirth(ctx.userId, id, input);
  }

  @Mutation(() => Timeline, { description: "Owner only: creates the child's timeline from the birth, with a first event for it." })
  createTimelineFromPrediction(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Timeline> {
    return this.services.birth.createTimeline(ctx.userId, id);
  }

  @FieldResolver(() => String, { nullable: true, description: "The baby's first name: null for anyone but the owner." })
  firstName(@Root() prediction: Prediction, @Ctx() ctx: GraphQLContext): string | null {
    return this.services.predictions.firstNameFor(prediction, ctx.userId);
  }

  @FieldResolver(() => Gender, { nullable: true, description: 'Null for anyone but the owner, unless surprise.' })
  gender(@Root() prediction: Prediction, @Ctx() ctx: GraphQLContext): Gender | null {
    return this.services.predictions.genderFor(prediction, ctx.userId);
  }

  @FieldResolver(() => [String], {
    description: "The parents' first names guests read: the owner's, then the co-owners' who allow it (never a last name).",
  })
  parents(@Root() prediction: Prediction): string[] {
    return prediction.parentNames ?? [];
  }

  @FieldResolver(() => Boolean, { description: 'True when the signed-in user owns the prediction.' })
  isMine(@Root() prediction: Prediction, @Ctx() ctx: GraphQLContext): boolean {
    return isOwner(prediction, ctx.userId);
  }

  @FieldResolver(() => Int)
  answerCount(@Root() prediction: Prediction): number {
    return prediction.answerCount;
  }

  @FieldResolver(() => [PredictionAnswer], { nullable: true, description: 'Oldest first; null for anyone but the owner.' })
  answers(@Root() prediction: Prediction, @Ctx() ctx: GraphQLContext): Promise<PredictionAnswer[] | null> {
    return this.services.predictions.answersOf(prediction, ctx.userId);
  }

  @FieldResolver(() => PredictionWishlist, {
    nullable: true,
    description: 'The wishlist created from it; visitors see it only when public.',
  })
  wishlist(@Root() prediction: Prediction, @Ctx() ctx: GraphQLContext): Promise<PredictionWishlist | null> {
    return this.services.predictions.wishlistOf(prediction, ctx.userId);
  }

  @FieldResolver(() => PredictionBirth, { nullable: true, description: 'The real birth: the owner only, once recorded.' })
  birth(@Root() prediction: Prediction, @Ctx() ctx: GraphQLContext): PredictionBirth | null {
    return this.services.predictions.birthOf(prediction, ctx.userId);
  }

  @FieldResolver(() => PredictionAnnouncement, {
    nullable: true,
    description: 'The recorded birth as everyone who may read the prediction sees it: the baby and the winners; null before.',
  })
  announcement(@Root() prediction: Prediction): Promise<PredictionAnnouncement | null> {
    return this.services.results.announcement(prediction);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The timeline created from the birth: the owner only.' })
  timelineId(@Root() prediction: Prediction, @Ctx() ctx: GraphQLContext): string | null {
    return this.services.predictions.timelineIdOf(prediction, ctx.userId);
  }
}

/** Weight and size in kg and cm, and the caller-dependent rank. */
@Resolver(() => PredictionAnswer)
export class PredictionAnswerResolver {
  constructor(private readonly results: PredictionResultService) {}

  @FieldResolver(() => Float, { nullable: true, description: 'kg.' })
  weight(@Root() answer: PredictionAnswer): number | null {
    return answer.weightGrams === null || answer.weightGrams === undefined ? null : answer.weightGrams / 1000;
  }

  @FieldResolver(() => Float, { nullable: true, description: 'cm.' })
  size(@Root() answer: PredictionAnswer): number | null {
    return answer.sizeMm === null || answer.sizeMm === undefined ? null : answer.sizeMm / 10;
  }

  @FieldResolver(() => Float, { nullable: true, description: '0 to 100 once the birth is recorded; the owner, or anyone when public.' })
  async score(@Root() answer: PredictionAnswer, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    return (await this.results.rankOf(answer, ctx.userId))?.score ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: '1 is the best, once the birth is recorded; the owner, or anyone when public.' })
  async rank(@Root() answer: PredictionAnswer, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    return (await this.results.rankOf(answer, ctx.userId))?.rank ?? null;
  }
}
