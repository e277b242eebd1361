import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { toDate } from '../../common/date-validation.js';
import { DomainError, invalidForm, notFound, type FieldError } from '../../common/errors.js';
import { Visibility } from '../../common/enums.js';
import { assertId, limitReached } from '../../common/guards.js';
import { visibleOrNotFound, visibleTo } from '../../common/ownership.js';
import { pageOwners } from '../co-owners/index.js';
import { parseInput } from '../../common/validation.js';
import type { Language, User } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import type { Mail, MailLanguage } from '../mail/index.js';
import { newAnswerMail } from '../mail/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import { answeredMessages, queuePush } from '../push/index.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { AnswerInput } from './dto/prediction.inputs.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { answersOpen, predictionClosed } from './prediction-closing.service.js';
import { Prediction } from './prediction.entity.js';
import { grams, millimetres } from './prediction.units.js';

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

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A guest's answer to a prediction: its rules, once for REST and GraphQL (moved out of PredictionService by concern). */
export class PredictionAnsweringService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly config: Config,
  ) {}

  /**
   * A guest (signed in or not) answers a public prediction. Only the guesses the prediction enables
   * are required; the others are not stored. Limits, both decided by PostgreSQL: answers per client
   * address per window (the shared limiter's atomic counter) and answers per prediction (the
   * increment of answer_count in the inserting transaction). A closed prediction (by its owner or
   * the birth) takes none: 409 `predictionClosed`, decided under the same row lock as the count.
   */
  async answer(
    userId: string | undefined,
    ip: string,
    predictionId: string,
    body: unknown,
    language: MailLanguage = 'fr',
  ): Promise<PredictionAnswer> {
    assertId(predictionId);
    const prediction = visibleOrNotFound(await this.em.findOne(Prediction, { id: predictionId }, { populate: ['owner'] }), (p) =>
      visibleTo(p, userId),
    );
    if (prediction.visibility !== Visibility.public) throw invalidForm([{ path: '', message: 'validation.predictionPrivate' }]);
    if (!answersOpen(prediction)) throw predictionClosed();
    const input = await this.parseAnswer(prediction, body);
    const { perPrediction, perIp, windowSeconds } = this.config.answerLimit;
    await this.limiter.hit({ key: `prediction-answer:ip:${ip}`, limit: perIp, windowSeconds });
    const enabled = (guess: (typeof GUESSES)[number][0]) => prediction[guess];
    // rendered before the transaction: its row lock serialises the prediction's answers
    const notices = await Promise.all(
      (await pageOwners(this.em, prediction)).map((owner) => this.ownerNotice(prediction, owner, input.userName)),
    );
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
      const created = tx.create(PredictionAnswer, {
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
        email: input.email || null,
        language: language as Language,
      });
      // on the answer's transaction: an answer that is not stored is never announced
      for (const notice of notices) if (notice) await this.mail.send(notice);
      // the name the owner sees on their stats; never the e-mail the guest left
      await queueWebhookEvent(tx, prediction.owner.id, 'answer.created', {
        predictionId: prediction.id,
        answerId: created.id,
        userName: created.userName,
      });
      await queuePush(tx, {
        kind: 'answers',
        ownerId: prediction.owner.id,
        pageId: prediction.id,
        url: `/app/predictions/${prediction.id}/stats`,
        messages: answeredMessages({ userName: created.userName }),
      });
      return created;
    });
    return answer;
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

  /** An owner's (or co-owner's) notice of a new answer, in their language; null when they turned notices off. */
  private async ownerNotice(prediction: Prediction, owner: User, guestName: string): Promise<Mail | null> {
    if (!owner.notifyByEmail) return null;
    const link = `${this.config.publicUrl}/app/predictions/${prediction.id}/stats`;
    const mail = await newAnswerMail({
      firstName: owner.firstName,
      guestName,
      link,
      language: owner.language,
      publicUrl: this.config.publicUrl,
    });
    return { to: owner.email, link, ...mail };
  }
}
