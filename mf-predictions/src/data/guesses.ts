import type { BirthMoment, EyeColor, Gender, HairColor } from '@cigogne/graphql/predictions';

/** The sliders' bounds (docs/product.md#validation). */
export const WEIGHT = { min: 0.5, max: 5, step: 0.1, initial: 3.3 } as const;
export const SIZE = { min: 30, max: 60, step: 1, initial: 50 } as const;

export const BIRTH_MOMENTS: BirthMoment[] = ['morning', 'afternoon', 'evening', 'night'];
export const EYE_COLORS: EyeColor[] = ['blue', 'green', 'brown'];
export const HAIR_COLORS: HairColor[] = ['blonde', 'chestnut', 'brown', 'red'];
/** The owner's choice; guests only guess boy or girl (surprise is not a guess). */
export const PREDICTION_GENDERS: Gender[] = ['boy', 'girl', 'surprise'];
export const GUESS_GENDERS: Gender[] = ['boy', 'girl'];

/** The prediction's guess switches, in the order the form shows them and the wizard asks them. */
export const GUESS_FLAGS = [
  'guessBirthDate',
  'guessBirthTime',
  'guessBirthMoment',
  'guessWeight',
  'guessSize',
  'guessEyeColor',
  'guessHairColor',
] as const;
export type GuessFlag = (typeof GUESS_FLAGS)[number];

/** 24-hour HH:MM (docs/product.md#validation). */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
