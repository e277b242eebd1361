import type { AnswerInput, PredictionQuery } from '@cigogne/graphql/predictions';
import { GUESS_FLAGS, HH_MM, SIZE, WEIGHT, type GuessFlag } from './guesses';

export type StepKey =
  'userName' | 'gender' | 'firstName' | 'birthDate' | 'birthTime' | 'birthMoment' | 'weight' | 'size' | 'eyeColor' | 'hairColor' | 'email';
export type WizardValues = Partial<Record<StepKey, string | number>>;

const FIELD_OF: Record<GuessFlag, StepKey> = {
  guessBirthDate: 'birthDate',
  guessBirthTime: 'birthTime',
  guessBirthMoment: 'birthMoment',
  guessWeight: 'weight',
  guessSize: 'size',
  guessEyeColor: 'eyeColor',
  guessHairColor: 'hairColor',
};

type Guesses = Pick<PredictionQuery['prediction'], GuessFlag>;

/**
 * docs/product.md#guest-answer-wizard: the name, the gender and first name every guest guesses, then
 * one step per enabled guess, then an optional e-mail for the birth announcement.
 */
export function wizardSteps(prediction: Guesses): StepKey[] {
  return ['userName', 'gender', 'firstName', ...GUESS_FLAGS.filter((flag) => prediction[flag]).map((flag) => FIELD_OF[flag]), 'email'];
}

/** An address the server takes (it checks it again): something@domain.tld, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sliders start mid-range: a value the guest moves from, valid as it stands. */
export const initialWizardValues = (): WizardValues => ({ weight: WEIGHT.initial, size: SIZE.initial });

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value >= min && value <= max;

/** docs/product.md#validation: name non-blank; numbers above 0 within the sliders; a valid date; HH:MM; other fields non-empty. */
export function isStepValid(step: StepKey, value: string | number | undefined): boolean {
  switch (step) {
    case 'userName':
    case 'firstName':
      return typeof value === 'string' && value.trim().length > 0 && value.trim().length <= 50;
    case 'gender':
      return value === 'boy' || value === 'girl';
    case 'birthDate':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(`${value}T12:00:00`).getTime());
    case 'birthTime':
      return typeof value === 'string' && HH_MM.test(value);
    case 'weight':
      return inRange(value, WEIGHT);
    case 'size':
      return inRange(value, SIZE);
    case 'email':
      // optional: blank is fine
      return (
        value === undefined ||
        (typeof value === 'string' && (value.trim() === '' || (value.trim().length <= 254 && EMAIL.test(value.trim()))))
      );
    default:
      return typeof value === 'string' && value.length > 0;
  }
}

/** The answer sent for the steps asked (the others stay out: the server requires exactly the enabled guesses). */
export function answerInput(steps: StepKey[], values: WizardValues): AnswerInput {
  const asked = (step: StepKey) => (steps.includes(step) ? values[step] : undefined);
  const birthDate = asked('birthDate') as string | undefined;
  return {
    userName: String(values.userName).trim(),
    gender: values.gender as AnswerInput['gender'],
    firstName: String(values.firstName).trim(),
    // noon local: the guessed day stays the same in every time zone
    birthDate: birthDate ? new Date(`${birthDate}T12:00:00`).toISOString() : null,
    birthTime: (asked('birthTime') as string | undefined) ?? null,
    birthMoment: (asked('birthMoment') as AnswerInput['birthMoment']) ?? null,
    weight: (asked('weight') as number | undefined) ?? null,
    size: (asked('size') as number | undefined) ?? null,
    eyeColor: (asked('eyeColor') as AnswerInput['eyeColor']) ?? null,
    hairColor: (asked('hairColor') as AnswerInput['hairColor']) ?? null,
    email: typeof values.email === 'string' && values.email.trim() ? values.email.trim() : null,
  };
}
