import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, invalidForm } from '../../common/errors.js';
import { loadOwned, ownedBy } from '../../common/ownership.js';
import { Prediction } from './prediction.entity.js';

/** Guests may still answer: the owner has not closed the game and no birth is recorded. */
export const answersOpen = (prediction: Prediction): boolean => !prediction.closedAt && !prediction.bornAt;

/** An answer to a closed prediction: a state conflict, whatever the body says. */
export const predictionClosed = () => new DomainError('predictionClosed', 409);

/**
 * The owner closes answers before the birth ("Clore les pronostics") and reopens them while no
 * birth is recorded; recording the birth closes them for good (PredictionBirthService.recordBirth).
 * Every change is one UPDATE of the prediction's row: it takes the row lock an answer's own
 * transaction takes (PredictionAnsweringService.answer), so an answer either committed before the close or
 * sees it and is refused. Owner only: 401 signed out, 404 for anyone else, like the other owner routes.
 */
export class PredictionClosingService {
  constructor(private readonly em: EntityManager) {}

  /** Closing a closed prediction keeps the first close. */
  async close(userId: string | undefined, id: string): Promise<Prediction> {
    const owned = ownedBy(userId, id);
    const now = new Date();
    await this.em.nativeUpdate(Prediction, { id, ...owned, closedAt: null }, { closedAt: now, updatedAt: now });
    return this.reload(userId, id);
  }

  /** 422 `validation.birthRecorded` once the birth is recorded (the condition is part of the UPDATE, so a birth committed meanwhile wins). */
  async reopen(userId: string | undefined, id: string): Promise<Prediction> {
    const owned = ownedBy(userId, id);
    const reopened = await this.em.nativeUpdate(Prediction, { id, ...owned, bornAt: null }, { closedAt: null, updatedAt: new Date() });
    const prediction = await this.reload(userId, id);
    if (!reopened) throw invalidForm([{ path: '', message: 'validation.birthRecorded' }]);
    return prediction;
  }

  /** The row as committed (nativeUpdate bypasses the identity map). */
  private reload(userId: string | undefined, id: string): Promise<Prediction> {
    return loadOwned(this.em, Prediction, userId, id, { populate: ['wishlist'], refresh: true });
  }
}
