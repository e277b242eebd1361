import { BIRTH_MOMENTS, EYE_COLORS, GUESS_GENDERS, HAIR_COLORS, SIZE, WEIGHT } from './guesses';
import type { StepKey } from './wizardSteps';

/**
 * How the wizard asks each step (docs/product.md#guest-answer-wizard), for both of its renderers
 * (the app's AnswerWizard and the guest page's island): a choice among values, a slider, or a
 * native text-like field.
 */
export type StepField =
  | { kind: 'choice'; values: readonly string[]; prefix: string }
  | { kind: 'slider'; range: { min: number; max: number; step: number }; unit: 'predictions.unit.kg' | 'predictions.unit.cm' }
  | { kind: 'text'; type: 'text' | 'date' | 'time' | 'email'; maxLength?: number; autoComplete: string };

const CHOICES: Partial<Record<StepKey, { values: readonly string[]; prefix: string }>> = {
  gender: { values: GUESS_GENDERS, prefix: 'predictions.gender' },
  birthMoment: { values: BIRTH_MOMENTS, prefix: 'predictions.moment' },
  eyeColor: { values: EYE_COLORS, prefix: 'predictions.eye' },
  hairColor: { values: HAIR_COLORS, prefix: 'predictions.hair' },
};

export function stepField(step: StepKey): StepField {
  const choices = CHOICES[step];
  if (choices) return { kind: 'choice', ...choices };
  if (step === 'weight') return { kind: 'slider', range: WEIGHT, unit: 'predictions.unit.kg' };
  if (step === 'size') return { kind: 'slider', range: SIZE, unit: 'predictions.unit.cm' };
  const type = step === 'birthDate' ? 'date' : step === 'birthTime' ? 'time' : step === 'email' ? 'email' : 'text';
  return {
    kind: 'text',
    type,
    maxLength: type === 'text' ? 50 : type === 'email' ? 254 : undefined,
    autoComplete: step === 'userName' ? 'name' : step === 'email' ? 'email' : 'off',
  };
}

/** The range's float steps (3.3 + 0.1): kept to the slider's one decimal. */
export const sliderValue = (raw: string) => Math.round(Number(raw) * 10) / 10;
