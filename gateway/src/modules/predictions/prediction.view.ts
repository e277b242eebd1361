import { isOwner, sharedWith } from '../../common/ownership.js';
import type { PredictionAnswer } from './prediction-answer.entity.js';
import type { Prediction } from './prediction.entity.js';
import { answersOpen } from './prediction-closing.service.js';
import type { PredictionResultService } from './prediction-results.service.js';
import type { PredictionService } from './prediction.service.js';

/** An answer as REST answers it (docs/product.md#data-model): the guest's guesses, weight in kg and size in cm. */
export function answerView(answer: PredictionAnswer) {
  return {
    id: answer.id,
    userName: answer.userName,
    firstName: answer.firstName ?? null,
    gender: answer.gender,
    birthDate: answer.birthDate ?? null,
    birthTime: answer.birthTime ?? null,
    birthMoment: answer.birthMoment ?? null,
    weight: answer.weightGrams === null || answer.weightGrams === undefined ? null : answer.weightGrams / 1000,
    size: answer.sizeMm === null || answer.sizeMm === undefined ? null : answer.sizeMm / 10,
    eyeColor: answer.eyeColor ?? null,
    hairColor: answer.hairColor ?? null,
    isGenderRevealed: answer.isGenderRevealed,
    isFirstNameRevealed: answer.isFirstNameRevealed,
    createdAt: answer.createdAt,
  };
}

/** The guest's summary: their answer, with score and rank once the birth is recorded (public predictions). */
export async function answerSummaryView(results: PredictionResultService, answer: PredictionAnswer, userId: string | undefined) {
  const rank = await results.rankOf(answer, userId);
  return { ...answerView(answer), score: rank?.score ?? null, rank: rank?.rank ?? null };
}

/**
 * A prediction as REST answers it (docs/product.md#predictions); never the owner. The secrets (firstName,
 * gender unless surprise, answers, the birth) come from PredictionService, null for non-owners;
 * the answers' ranks from PredictionResultService. `answers` only when `withAnswers`
 * (GET /predictions/{id}; the list gives answerCount).
 */
export async function predictionView(
  { predictions: service, results }: { predictions: PredictionService; results: PredictionResultService },
  prediction: Prediction,
  userId: string | undefined,
  withAnswers: boolean,
) {
  const answers = withAnswers ? await service.answersOf(prediction, userId) : null;
  return {
    id: prediction.id,
    firstName: service.firstNameFor(prediction, userId),
    gender: service.genderFor(prediction, userId),
    visibility: prediction.visibility,
    dueDate: prediction.dueDate,
    themeColor: prediction.themeColor,
    guessBirthDate: prediction.guessBirthDate,
    guessBirthTime: prediction.guessBirthTime,
    guessBirthMoment: prediction.guessBirthMoment,
    guessWeight: prediction.guessWeight,
    guessSize: prediction.guessSize,
    guessEyeColor: prediction.guessEyeColor,
    guessHairColor: prediction.guessHairColor,
    revealGender: prediction.revealGender,
    revealFirstName: prediction.revealFirstName,
    wishlist: await service.wishlistOf(prediction, userId),
    parents: prediction.parentNames ?? [],
    isMine: isOwner(prediction, userId),
    sharedWithMe: sharedWith(prediction, userId),
    answerCount: prediction.answerCount,
    closedAt: prediction.closedAt ?? null,
    answersOpen: answersOpen(prediction),
    // one ranking query for them all (the ranking caches it per prediction)
    ...(withAnswers ? { answers: answers && (await Promise.all(answers.map((a) => answerSummaryView(results, a, userId)))) } : {}),
    birth: service.birthOf(prediction, userId),
    announcement: await results.announcement(prediction),
    timelineId: service.timelineIdOf(prediction, userId),
    createdAt: prediction.createdAt,
    updatedAt: prediction.updatedAt,
  };
}
