import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../common/date-validation.js';
import { invalidForm } from '../../common/errors.js';
import { ThemeColor, Visibility } from '../../common/enums.js';
import { assertId, limitReached } from '../../common/guards.js';
import { requireUser } from '../auth/index.js';
import { withLock } from '../../common/locks.js';
import { deleteOwned, isOwner, loadOwned, ownedBy, visibleOrNotFound, visibleTo } from '../../common/ownership.js';
import { parseInput } from '../../common/validation.js';
import { PredictionInput } from './dto/prediction.inputs.js';
import type { PredictionAnswer } from './prediction-answer.entity.js';
import { Gender } from './prediction.enums.js';
import { Prediction } from './prediction.entity.js';
import type { PredictionBirth, PredictionWishlist } from './prediction.types.js';

/** Business limit (docs/product.md#limits): generous for a family, bounded for the database. */
export const MAX_PREDICTIONS_PER_USER = 50;

/**
 * The predictions themselves: the owner's list, one prediction as the caller may see it, and
 * creating, replacing and deleting one. No spoiler: the baby's first name and gender (unless
 * surprise), the answers and the birth leave this service for the owner only (reveals are
 * PredictionResultService's). The module's other concerns: answering, closing, results (reveals,
 * ranks, stats) and the birth, each its own service.
 */
export class PredictionService {
  constructor(private readonly em: EntityManager) {}

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
    const prediction = await loadOwned(this.em, Prediction, userId, id, { populate: ['wishlist'] });
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
