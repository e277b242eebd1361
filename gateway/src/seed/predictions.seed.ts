import type { EntityManager } from '@mikro-orm/postgresql';
import { ThemeColor, Visibility } from '../common/enums.js';
import type { User } from '../modules/auth/user.entity.js';
import { PredictionAnswer } from '../modules/predictions/prediction-answer.entity.js';
import { BirthMoment, EyeColor, Gender, HairColor } from '../modules/predictions/prediction.enums.js';
import { Prediction } from '../modules/predictions/prediction.entity.js';

const DAY_MS = 24 * 3600 * 1000;

/** A calendar day `days` from now, at midnight UTC (how a date picker sends a guessed birth date). */
const day = (now: number, days: number) => {
  const date = new Date(now + days * DAY_MS);
  date.setUTCHours(0, 0, 0, 0);
  return date;
};

/** Camille's sample prediction (French, docs/product.md#who-it-is-for): public, every reveal on, a few guests' answers. */
export function seedPredictions(em: EntityManager, owner: User): void {
  const now = Date.now();
  const prediction = em.create(Prediction, {
    owner,
    firstName: 'Gabriel',
    gender: Gender.boy,
    dueDate: day(now, 45),
    visibility: Visibility.public,
    themeColor: ThemeColor.sky,
    guessBirthDate: true,
    guessBirthTime: true,
    guessWeight: true,
    guessSize: true,
    guessEyeColor: true,
    guessHairColor: true,
    revealGender: true,
    revealFirstName: true,
    createdAt: new Date(now - 30 * DAY_MS),
  });
  const answers: [
    name: string,
    firstName: string | null,
    gender: Gender,
    days: number,
    time: string,
    kg: number,
    cm: number,
    EyeColor,
    HairColor,
  ][] = [
    ['Mamie Françoise', 'Louis', Gender.boy, 44, '03:20', 3.4, 51, EyeColor.blue, HairColor.blonde],
    ['Tonton Paul', 'Jade', Gender.girl, 50, '14:45', 3.1, 49, EyeColor.brown, HairColor.brown],
    ['Léa', 'Gabriel', Gender.boy, 46, '08:05', 3.6, 52, EyeColor.green, HairColor.chestnut],
    ['Papi Jean', null, Gender.girl, 40, '22:30', 2.9, 48, EyeColor.brown, HairColor.chestnut],
    ['Sophie (collègue)', 'Arthur', Gender.boy, 47, '19:10', 3.3, 50, EyeColor.blue, HairColor.red],
  ];
  answers.forEach(([userName, firstName, gender, days, birthTime, kg, cm, eyeColor, hairColor], i) => {
    em.create(PredictionAnswer, {
      prediction,
      userName,
      firstName,
      gender,
      birthDate: day(now, days),
      birthTime,
      birthMoment: null as BirthMoment | null,
      weightGrams: Math.round(kg * 1000),
      sizeMm: Math.round(cm * 10),
      eyeColor,
      hairColor,
      // the first guests already asked for the gender
      isGenderRevealed: i < 2,
      isFirstNameRevealed: i === 0,
      createdAt: new Date(now - (25 - i * 4) * DAY_MS),
    });
  });
  // the counter the per-prediction limit increments (PredictionAnsweringService.answer)
  prediction.answerCount = answers.length;
}
