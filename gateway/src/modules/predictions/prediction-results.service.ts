import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden } from '../../common/errors.js';
import { Visibility } from '../../common/enums.js';
import { assertId } from '../../common/guards.js';
import { isOwner, loadOwned, visibleOrNotFound, visibleTo } from '../../common/ownership.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { Gender } from './prediction.enums.js';
import { Prediction } from './prediction.entity.js';
import { EVERY_SECRET, type AnswerRanking, type ScoredSecrets } from './prediction.scoring.js';
import { WINNER_RANKS, predictionStats } from './prediction.stats.js';
import type { AnswerRank, PredictionAnnouncement, PredictionStats } from './prediction.types.js';

/** The secrets a guest's score counts: those the owner lets guests reveal (see prediction.scoring.ts). */
const guestSecrets = (prediction: Prediction): ScoredSecrets => ({
  gender: prediction.revealGender,
  firstName: prediction.revealFirstName,
});

/**
 * What the game tells once played: a guest's answer, the secrets the owner lets guests reveal, the
 * answers' scores and ranks once the birth is recorded, and the owner's statistics.
 */
export class PredictionResultService {
  constructor(
    private readonly em: EntityManager,
    /** Ranks per prediction, once per request; shared with the birth, which makes them stale. */
    private readonly ranking: AnswerRanking,
  ) {}

  /** One answer of a prediction the caller may see (the guest's summary; its id is the guest's key). */
  async getAnswer(userId: string | undefined, predictionId: string, answerId: string): Promise<PredictionAnswer> {
    assertId(predictionId, answerId);
    const answer = await this.em.findOne(PredictionAnswer, { id: answerId, prediction: predictionId }, { populate: ['prediction'] });
    return visibleOrNotFound(answer, (a) => visibleTo(a.prediction, userId));
  }

  /** The baby's gender for a guest who answered, when the owner enabled it (never for a surprise). */
  async revealGender(userId: string | undefined, predictionId: string, answerId: string): Promise<{ gender: Gender }> {
    const answer = await this.getAnswer(userId, predictionId, answerId);
    const prediction = answer.prediction;
    if (!prediction.revealGender || prediction.gender === Gender.surprise) throw forbidden();
    answer.isGenderRevealed = true;
    await this.em.flush();
    return { gender: prediction.gender };
  }

  /** The baby's first name for a guest who answered, when the owner enabled it. */
  async revealFirstName(userId: string | undefined, predictionId: string, answerId: string): Promise<{ firstName: string }> {
    const answer = await this.getAnswer(userId, predictionId, answerId);
    const prediction = answer.prediction;
    if (!prediction.revealFirstName) throw forbidden();
    answer.isFirstNameRevealed = true;
    await this.em.flush();
    return { firstName: prediction.firstName };
  }

  /**
   * An answer's score and rank once the birth is recorded: the owner always; a guest only when the
   * prediction is public, and without the secrets the owner does not let guests reveal (see
   * prediction.scoring.ts). One query ranks every answer of the prediction, once per request.
   */
  async rankOf(answer: PredictionAnswer, userId: string | undefined): Promise<AnswerRank | null> {
    const prediction = answer.prediction;
    if (!wrap(prediction).isInitialized()) await this.em.populate(answer, ['prediction']);
    if (!prediction.bornAt) return null;
    const mine = isOwner(prediction, userId);
    if (!mine && prediction.visibility !== Visibility.public) return null;
    return (await this.ranking.of(prediction, mine ? EVERY_SECRET : guestSecrets(prediction))).get(answer.id) ?? null;
  }

  /**
   * The recorded birth as everyone who may see the prediction reads it (the public page becomes
   * the announcement): the baby, and the winners scored as each guest's own score is (so a guest's
   * score and the winners' agree), without the answer ids, which are the guests' keys.
   */
  async announcement(prediction: Prediction): Promise<PredictionAnnouncement | null> {
    if (!prediction.bornAt) return null;
    const ranks = await this.ranking.of(prediction, guestSecrets(prediction));
    return {
      firstName: prediction.bornFirstName!,
      gender: prediction.bornGender!,
      birthDate: prediction.bornAt,
      birthTime: prediction.bornTime!,
      weight: prediction.bornWeightGrams! / 1000,
      size: prediction.bornSizeMm! / 10,
      winners: [...ranks.values()].filter((r) => r.rank <= WINNER_RANKS).map(({ userName, score, rank }) => ({ userName, score, rank })),
    };
  }

  /** docs/product.md#prediction-statistics, computed by PostgreSQL in one pass over the prediction's answers (none is loaded). */
  async stats(userId: string | undefined, id: string): Promise<PredictionStats> {
    return predictionStats(this.em, this.ranking, await loadOwned(this.em, Prediction, userId, id, { populate: ['wishlist'] }));
  }
}
