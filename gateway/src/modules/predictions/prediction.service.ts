import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { toDate } from '../../common/date-validation.js';
import { DomainError, forbidden, invalidForm, notFound, type FieldError } from '../../common/errors.js';
import { ThemeColor, Visibility } from '../../common/enums.js';
import { assertId, limitReached, requireUser, requireUserId } from '../../common/guards.js';
import { withLock } from '../../common/locks.js';
import { parseInput } from '../../common/validation.js';
import { Language, type User } from '../auth/user.entity.js';
import type { MailService } from '../mail/mail.service.js';
import type { RateLimiter } from '../rate-limits/rate-limiter.service.js';
import type { TimelineService } from '../timelines/timeline.service.js';
import { Timeline } from '../timelines/timeline.entity.js';
import { AnswerInput, BirthInput, PredictionInput } from './dto/prediction.inputs.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { Gender } from './prediction.enums.js';
import { Prediction } from './prediction.entity.js';
import { newAnswerMail } from './prediction.mails.js';
import { answersOpen, predictionClosed } from './prediction-closing.service.js';
import { AnswerRanking, EVERY_SECRET } from './prediction.scoring.js';
import { predictionStats } from './prediction.stats.js';
import type { AnswerRank, PredictionBirth, PredictionStats, PredictionWishlist } from './prediction.types.js';

/** Business limit (SPEC section 9 leaves it open): generous for a family, bounded for the database. */
export const MAX_PREDICTIONS_PER_USER = 50;

/** The guesses a prediction can enable, with the answer field each one requires. */
const GUESSES = [
  ['guessBirthDate', 'birthDate'],
  ['guessBirthTime', 'birthTime'],
  ['guessBirthMoment', 'birthMoment'],
  ['guessWeight', 'weight'],
  ['guessSize', 'size'],
  ['guessEyeColor', 'eyeColor'],
  ['guessHairColor', 'hairColor'],
] as const satisfies readonly (readonly [keyof Prediction, keyof AnswerInput])[];

const grams = (kg: number | null | undefined) => (kg === null || kg === undefined ? null : Math.round(kg * 1000));
const millimetres = (cm: number | null | undefined) => (cm === null || cm === undefined ? null : Math.round(cm * 10));
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Predictions, answers, reveals, stats and the birth: every rule lives here, once, for REST and
 * GraphQL. No spoiler: the baby's first name and gender (unless surprise) leave this service only
 * for the owner, or through a reveal the owner enabled. Someone else's private prediction answers
 * 404 exactly like a missing one.
 */
export class PredictionService {
  /** Ranks per prediction entity, computed once per request (the identity map gives one instance). */
  private readonly ranking: AnswerRanking;

  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly timelines: TimelineService,
    private readonly config: Config,
  ) {
    this.ranking = new AnswerRanking(em);
  }

  isMine(prediction: Prediction, userId: string | undefined): boolean {
    return !!userId && prediction.owner.id === userId;
  }

  private visible(prediction: Prediction, userId: string | undefined): boolean {
    return this.isMine(prediction, userId) || prediction.visibility === Visibility.public;
  }

  /** The baby's first name: the owner's only. */
  firstNameFor(prediction: Prediction, userId: string | undefined): string | null {
    return this.isMine(prediction, userId) ? prediction.firstName : null;
  }

  /** The baby's gender: the owner's only, except surprise (which tells nothing). */
  genderFor(prediction: Prediction, userId: string | undefined): Gender | null {
    return this.isMine(prediction, userId) || prediction.gender === Gender.surprise ? prediction.gender : null;
  }

  /** The owner's predictions, newest first, with their wishlist link. */
  async listMine(userId: string | undefined): Promise<Prediction[]> {
    const user = await requireUser(this.em, userId);
    return this.em.find(Prediction, { owner: user }, { populate: ['wishlist'], orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** A public prediction for anyone (signed out too), a private one for its owner only. */
  async get(userId: string | undefined, id: string): Promise<Prediction> {
    assertId(id);
    const prediction = await this.em.findOne(Prediction, { id }, { populate: ['wishlist'] });
    if (!prediction || !this.visible(prediction, userId)) throw notFound();
    return prediction;
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
    requireUserId(userId);
    assertId(id);
    // answers go with it (on delete cascade); a linked wishlist stays, unlinked (on delete set null)
    if (!(await this.em.nativeDelete(Prediction, { id, owner: userId }))) throw notFound();
  }

  /** The linked wishlist: the owner always sees it; others only when the list is public (its title is the owner's to share). */
  async wishlistOf(prediction: Prediction, userId: string | undefined): Promise<PredictionWishlist | null> {
    const wishlist = prediction.wishlist;
    if (!wishlist) return null;
    if (!wrap(wishlist).isInitialized()) await this.em.populate(prediction, ['wishlist']);
    if (!this.isMine(prediction, userId) && wishlist.visibility !== Visibility.public) return null;
    return { id: wishlist.id, title: wishlist.title, visibility: wishlist.visibility };
  }

  /** The answers, oldest first: the owner's only (null for anyone else). */
  async answersOf(prediction: Prediction, userId: string | undefined): Promise<PredictionAnswer[] | null> {
    if (!this.isMine(prediction, userId)) return null;
    if (!prediction.answers.isInitialized()) await prediction.answers.load();
    return prediction.answers.getItems();
  }

  /** The real birth: the owner's only, null before it is recorded. */
  birthOf(prediction: Prediction, userId: string | undefined): PredictionBirth | null {
    if (!this.isMine(prediction, userId) || !prediction.bornAt) return null;
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
    return this.isMine(prediction, userId) ? (prediction.timeline?.id ?? null) : null;
  }

  /**
   * A guest (signed in or not) answers a public prediction. Only the guesses the prediction enables
   * are required; the others are not stored. Limits, both decided by PostgreSQL: answers per client
   * address per window (the shared limiter's atomic counter) and answers per prediction (the
   * increment of answer_count in the inserting transaction).
   */
  async answer(userId: string | undefined, ip: string, predictionId: string, body: unknown): Promise<PredictionAnswer> {
    assertId(predictionId);
    const prediction = await this.em.findOne(Prediction, { id: predictionId }, { populate: ['owner'] });
    if (!prediction || !this.visible(prediction, userId)) throw notFound();
    if (prediction.visibility !== Visibility.public) throw invalidForm([{ path: '', message: 'validation.predictionPrivate' }]);
    if (!answersOpen(prediction)) throw predictionClosed();
    const input = await this.parseAnswer(prediction, body);
    const { perPrediction, perIp, windowSeconds } = this.config.answerLimit;
    await this.limiter.hit({ key: `prediction-answer:ip:${ip}`, limit: perIp, windowSeconds });
    const enabled = (guess: (typeof GUESSES)[number][0]) => prediction[guess];
    const answer = await this.em.transactional(async (tx) => {
      // the row lock of the update serialises one prediction's answers, its close and its birth:
      // each answer sees its own count and the committed close (an answer over the limit, or after
      // the close, rolls its increment back with the transaction)
      const counted: { answer_count: number; open: boolean }[] = await tx
        .getConnection()
        .execute(
          'update predictions set answer_count = answer_count + 1 where id = ? returning answer_count, (closed_at is null and born_at is null) as open',
          [prediction.id],
          'all',
          tx.getTransactionContext(),
        );
      if (!counted.length) throw notFound(); // deleted meanwhile
      if (!counted[0].open) throw predictionClosed();
      if (counted[0].answer_count > perPrediction) throw limitReached();
      return tx.create(PredictionAnswer, {
        prediction: prediction.id,
        userName: input.userName,
        firstName: input.firstName || null,
        gender: input.gender,
        birthDate: enabled('guessBirthDate') ? (toDate(input.birthDate) ?? null) : null,
        birthTime: enabled('guessBirthTime') ? (input.birthTime ?? null) : null,
        birthMoment: enabled('guessBirthMoment') ? (input.birthMoment ?? null) : null,
        weightGrams: enabled('guessWeight') ? grams(input.weight) : null,
        sizeMm: enabled('guessSize') ? millimetres(input.size) : null,
        eyeColor: enabled('guessEyeColor') ? (input.eyeColor ?? null) : null,
        hairColor: enabled('guessHairColor') ? (input.hairColor ?? null) : null,
      });
    });
    await this.notifyOwner(prediction, prediction.owner, input.userName);
    return answer;
  }

  /** One answer of a prediction the caller may see (the guest's summary; its id is the guest's key). */
  async getAnswer(userId: string | undefined, predictionId: string, answerId: string): Promise<PredictionAnswer> {
    assertId(predictionId, answerId);
    const answer = await this.em.findOne(PredictionAnswer, { id: answerId, prediction: predictionId }, { populate: ['prediction'] });
    if (!answer || !this.visible(answer.prediction, userId)) throw notFound();
    return answer;
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
    const mine = this.isMine(prediction, userId);
    if (!mine && prediction.visibility !== Visibility.public) return null;
    const secrets = mine ? EVERY_SECRET : { gender: prediction.revealGender, firstName: prediction.revealFirstName };
    return (await this.ranking.of(prediction, secrets)).get(answer.id) ?? null;
  }

  /** SPEC section 9, computed by PostgreSQL in one pass over the prediction's answers (none is loaded). */
  async stats(userId: string | undefined, id: string): Promise<PredictionStats> {
    return predictionStats(this.em, this.ranking, await this.owned(userId, id));
  }

  /** The owner records the real birth (beyond SPEC); recording it again replaces it. */
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
      // the birth closes answers for good (a latecomer could post it and win)
      closedAt: prediction.closedAt ?? new Date(),
      updatedAt: new Date(),
    });
    await this.em.flush();
    this.ranking.forget(prediction);
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
      const prediction = await em.findOne(Prediction, { id, owner: user });
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

  /** Format errors and the enabled guesses left blank, in one 422. */
  private async parseAnswer(prediction: Prediction, body: unknown): Promise<AnswerInput> {
    const given = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const missing: FieldError[] = GUESSES.filter(([guess, field]) => prediction[guess] && blank(given[field])).map(([, path]) => ({
      path,
      message: 'validation.required',
    }));
    let input: AnswerInput;
    try {
      input = await parseInput(AnswerInput, body);
    } catch (err) {
      if (!(err instanceof DomainError) || err.type !== 'invalidForm') throw err;
      const paths = new Set(err.errors.map((e) => e.path));
      throw invalidForm([...err.errors, ...missing.filter((m) => !paths.has(m.path))]);
    }
    if (missing.length) throw invalidForm(missing);
    return input;
  }

  private async notifyOwner(prediction: Prediction, owner: User, guestName: string): Promise<void> {
    if (!owner.notifyByEmail) return;
    const link = `${this.config.publicUrl}/app/predictions/${prediction.id}/stats`;
    await this.mail.send({ to: owner.email, link, ...newAnswerMail(owner, guestName, link) });
  }

  /** The caller's own prediction: 401 signed out; 404 when missing or someone else's. */
  private async owned(userId: string | undefined, id: string): Promise<Prediction> {
    requireUserId(userId);
    assertId(id);
    const prediction = await this.em.findOne(Prediction, { id, owner: userId }, { populate: ['wishlist'] });
    if (!prediction) throw notFound();
    return prediction;
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
      // SPEC section 4: surprise turns revealGender off
      revealGender: input.gender !== Gender.surprise && flag(input.revealGender),
      revealFirstName: flag(input.revealFirstName),
    };
  }
}
