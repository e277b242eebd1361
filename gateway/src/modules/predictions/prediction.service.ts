import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../common/date-validation.js';
import { forbidden, invalidForm, notFound } from '../../common/errors.js';
import { ThemeColor, Visibility } from '../../common/enums.js';
import { assertId, limitReached, requireUser } from '../../common/guards.js';
import { withLock } from '../../common/locks.js';
import { deleteOwned, isOwner, loadOwned, ownedBy, visibleOrNotFound, visibleTo } from '../../common/ownership.js';
import { parseInput } from '../../common/validation.js';
import { Language } from '../auth/user.entity.js';
import type { TimelineService } from '../timelines/timeline.service.js';
import { Timeline } from '../timelines/timeline.entity.js';
import type { BirthAnnouncementService } from './birth-announcement.service.js';
import { BirthInput, PredictionInput } from './dto/prediction.inputs.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { Gender } from './prediction.enums.js';
import { Prediction } from './prediction.entity.js';
import { AnswerRanking, EVERY_SECRET } from './prediction.scoring.js';
import { predictionStats } from './prediction.stats.js';
import type { AnswerRank, PredictionBirth, PredictionStats, PredictionWishlist } from './prediction.types.js';
import { grams, millimetres } from './prediction.units.js';

/** Business limit (docs/product.md#limits): generous for a family, bounded for the database. */
export const MAX_PREDICTIONS_PER_USER = 50;

/**
 * Predictions, their answers' reveals and ranks, stats and the birth: every rule lives here, once,
 * for REST and GraphQL (answering is PredictionAnsweringService, closing PredictionClosingService). No spoiler: the baby's first name and gender (unless surprise) leave this service only
 * for the owner, or through a reveal the owner enabled. Someone else's private prediction answers
 * 404 exactly like a missing one.
 */
export class PredictionService {
  /** Ranks per prediction entity, computed once per request (the identity map gives one instance). */
  private readonly ranking: AnswerRanking;

  constructor(
    private readonly em: EntityManager,
    private readonly timelines: TimelineService,
    private readonly announcement: BirthAnnouncementService,
  ) {
    this.ranking = new AnswerRanking(em);
  }

  /** The baby's first name: the owner's only. */
  firstNameFor(prediction: Prediction, userId: string | undefined): string | null {
    return isOwner(prediction, userId) ? prediction.firstName : null;
  }

  /** The baby's gender: the owner's only, except surprise (which tells nothing). */
  genderFor(prediction: Prediction, userId: string | undefined): Gender | null {
    return isOwner(prediction, userId) || prediction.gender === Gender.surprise ? prediction.gender : null;
  }

  /** The owner's predictions, newest first, with their wishlist link. */
  async listMine(userId: string | undefined): Promise<Prediction[]> {
    const user = await requireUser(this.em, userId);
    return this.em.find(Prediction, ownedBy(user.id), { populate: ['wishlist'], orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** A public prediction for anyone (signed out too), a private one for its owner only. */
  async get(userId: string | undefined, id: string): Promise<Prediction> {
    assertId(id);
    const prediction = await this.em.findOne(Prediction, { id }, { populate: ['wishlist'] });
    return visibleOrNotFound(prediction, (p) => visibleTo(p, userId));
  }

  async create(userId: string | undefined, body: unknown): Promise<Prediction> {
    const user = await requireUser(this.em, userId);
    const input = await parseInput(PredictionInput, body);
    const fields = this.fields(input);
    // serialises one user's concurrent creations across processes, so the limit cannot be raced
    return withLock(this.em, 'predictions.create', user.id, async (em) => {
      if ((await em.count(Prediction, { owner: user })) >= MAX_PREDICTIONS_PER_USER) throw limitReached();
      return em.create(Prediction, { owner: user, ...fields });
    });
  }

  /** PUT: the whole form replaces every field (absent flags off, absent theme blue, absent visibility private). */
  async update(userId: string | undefined, id: string, body: unknown): Promise<Prediction> {
    const prediction = await this.owned(userId, id);
    const input = await parseInput(PredictionInput, body);
    this.em.assign(prediction, { ...this.fields(input), updatedAt: new Date() });
    await this.em.flush();
    return prediction;
  }

  async delete(userId: string | undefined, id: string): Promise<void> {
    // answers go with it (on delete cascade); a linked wishlist stays, unlinked (on delete set null)
    await deleteOwned(this.em, Prediction, userId, id);
  }

  /** The linked wishlist: the owner always sees it; others only when the list is public (its title is the owner's to share). */
  async wishlistOf(prediction: Prediction, userId: string | undefined): Promise<PredictionWishlist | null> {
    const wishlist = prediction.wishlist;
    if (!wishlist) return null;
    if (!wrap(wishlist).isInitialized()) await this.em.populate(prediction, ['wishlist']);
    if (!isOwner(prediction, userId) && wishlist.visibility !== Visibility.public) return null;
    return { id: wishlist.id, title: wishlist.title, visibility: wishlist.visibility };
  }

  /** The answers, oldest first: the owner's only (null for anyone else). */
  async answersOf(prediction: Prediction, userId: string | undefined): Promise<PredictionAnswer[] | null> {
    if (!isOwner(prediction, userId)) return null;
    if (!prediction.answers.isInitialized()) await prediction.answers.load();
    return prediction.answers.getItems();
  }

  /** The real birth: the owner's only, null before it is recorded. */
  birthOf(prediction: Prediction, userId: string | undefined): PredictionBirth | null {
    if (!isOwner(prediction, userId) || !prediction.bornAt) return null;
    return {
      birthDate: prediction.bornAt,
      birthTime: prediction.bornTime!,
      weight: prediction.bornWeightGrams! / 1000,
      size: prediction.bornSizeMm! / 10,
      gender: prediction.bornGender!,
      firstName: prediction.bornFirstName!,
      eyeColor: prediction.bornEyeColor ?? null,
      hairColor: prediction.bornHairColor ?? null,
    };
  }

  /** The timeline created from the birth: the owner's only. */
  timelineIdOf(prediction: Prediction, userId: string | undefined): string | null {
    return isOwner(prediction, userId) ? (prediction.timeline?.id ?? null) : null;
  }

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
    const secrets = mine ? EVERY_SECRET : { gender: prediction.revealGender, firstName: prediction.revealFirstName };
    return (await this.ranking.of(prediction, secrets)).get(answer.id) ?? null;
  }

  /** docs/product.md#prediction-statistics, computed by PostgreSQL in one pass over the prediction's answers (none is loaded). */
  async stats(userId: string | undefined, id: string): Promise<PredictionStats> {
    return predictionStats(this.em, this.ranking, await this.owned(userId, id));
  }

  /** The owner records the real birth (docs/product.md#the-birth-and-the-scores); recording it again replaces it. `announce` mails the players once. */
  async recordBirth(userId: string | undefined, id: string, body: unknown): Promise<Prediction> {
    const prediction = await this.owned(userId, id);
    const input = await parseInput(BirthInput, body);
    this.em.assign(prediction, {
      bornAt: toDate(input.birthDate)!,
      bornTime: input.birthTime,
      bornWeightGrams: grams(input.weight),
      bornSizeMm: millimetres(input.size),
      bornGender: input.gender,
      bornFirstName: input.firstName,
      bornEyeColor: input.eyeColor ?? null,
      bornHairColor: input.hairColor ?? null,
      updatedAt: new Date(),
    });
    await this.em.flush();
    // the birth closes answers for good (a latecomer could post it and win); coalesce decides on
    // the committed row, so a reopen committed since the prediction was read cannot leave it open
    const [{ closed_at }]: { closed_at: Date | string }[] = await this.em
      .getConnection()
      .execute('update predictions set closed_at = coalesce(closed_at, now()) where id = ? returning closed_at', [prediction.id]);
    // a raw query hands the driver's value (a string), not the entity's Date: GraphQL's DateTimeISO serialises Dates only
    prediction.closedAt = new Date(closed_at);
    this.ranking.forget(prediction);
    if (input.announce) await this.announcement.announce(prediction);
    return prediction;
  }

  /**
   * One call creates the child's timeline from the birth (title, first name, birth date) with a
   * first event for the birth, through the timelines service and its rules (limits included).
   * One timeline per prediction while it exists: the advisory lock makes a double click create one.
   */
  async createTimeline(userId: string | undefined, id: string): Promise<Timeline> {
    const user = await requireUser(this.em, userId);
    assertId(id);
    const timelineId = await withLock(this.em, 'predictions.timeline', id, async (em) => {
      const prediction = await em.findOne(Prediction, { id, ...ownedBy(user.id) });
      if (!prediction) throw notFound();
      if (!prediction.bornAt) throw invalidForm([{ path: '', message: 'validation.birthNotRecorded' }]);
      if (prediction.timeline) throw invalidForm([{ path: '', message: 'validation.alreadyLinked' }]);
      const en = user.language === Language.en;
      const firstName = prediction.bornFirstName!;
      const timeline = await this.timelines.create(user.id, {
        title: en ? `${firstName}'s journal` : `Le journal de ${firstName}`,
        firstName,
        birthDate: prediction.bornAt.toISOString(),
        themeColor: prediction.themeColor,
        visibility: Visibility.private,
      });
      const kg = (prediction.bornWeightGrams! / 1000).toLocaleString(en ? 'en-GB' : 'fr-FR');
      const cm = (prediction.bornSizeMm! / 10).toLocaleString(en ? 'en-GB' : 'fr-FR');
      await this.timelines.createEvent(user.id, timeline.id, {
        title: en ? 'Birth' : 'Naissance',
        type: 'naissance',
        date: prediction.bornAt.toISOString(),
        description: en ? `Born at ${prediction.bornTime}: ${kg} kg, ${cm} cm.` : `Né(e) à ${prediction.bornTime} : ${kg} kg, ${cm} cm.`,
      });
      prediction.timeline = em.getReference(Timeline, timeline.id);
      return timeline.id;
    });
    return this.timelines.get(user.id, timelineId);
  }

  /** The caller's own prediction: 401 signed out; 404 when missing or someone else's. */
  private owned(userId: string | undefined, id: string): Promise<Prediction> {
    return loadOwned(this.em, Prediction, userId, id, { populate: ['wishlist'] });
  }

  private fields(input: PredictionInput) {
    const flag = (v: boolean | null | undefined) => v === true;
    if (input.guessBirthTime && input.guessBirthMoment) {
      throw invalidForm([{ path: 'guessBirthMoment', message: 'validation.exclusive' }]);
    }
    return {
      firstName: input.firstName,
      gender: input.gender,
      dueDate: toDate(input.dueDate)!,
      visibility: input.visibility ?? Visibility.private,
      themeColor: input.themeColor ?? ThemeColor.blue,
      guessBirthDate: flag(input.guessBirthDate),
      guessBirthTime: flag(input.guessBirthTime),
      guessBirthMoment: flag(input.guessBirthMoment),
      guessWeight: flag(input.guessWeight),
      guessSize: flag(input.guessSize),
      guessEyeColor: flag(input.guessEyeColor),
      guessHairColor: flag(input.guessHairColor),
      // docs/product.md#validation: surprise turns revealGender off
      revealGender: input.gender !== Gender.surprise && flag(input.revealGender),
      revealFirstName: flag(input.revealFirstName),
    };
  }
}
