import type { Gender, PredictionInput, Visibility } from '@cigogne/graphql/predictions';
import { DEFAULT_THEME_COLOR, type ThemeColorName } from '@cigogne/ui/theme-color/palette';
import dayjs, { type Dayjs } from 'dayjs';
import { GUESS_FLAGS, type GuessFlag } from '../data/guesses';

export type PredictionFlags = Record<GuessFlag | 'revealGender' | 'revealFirstName', boolean>;

export interface PredictionFormValues extends PredictionFlags {
  firstName: string;
  gender: Gender | undefined;
  dueDate: Dayjs | null;
  themeColor: ThemeColorName;
  visibility: Visibility;
}

/** A prediction as the form edits it (its due date a day, not an instant). */
export type PredictionFormInitial = Omit<PredictionInput, 'dueDate'> & { dueDate: string };

/** The form's values for `initial`, or a new prediction's defaults: private, blue, nothing guessed or revealed. */
export function predictionFormValuesOf(initial: PredictionFormInitial | undefined): PredictionFormValues {
  return {
    firstName: initial?.firstName ?? '',
    gender: initial?.gender,
    dueDate: initial ? dayjs(initial.dueDate) : null,
    themeColor: (initial?.themeColor as ThemeColorName) ?? DEFAULT_THEME_COLOR,
    visibility: initial?.visibility ?? 'private',
    guessBirthDate: initial?.guessBirthDate ?? false,
    guessBirthTime: initial?.guessBirthTime ?? false,
    guessBirthMoment: initial?.guessBirthMoment ?? false,
    guessWeight: initial?.guessWeight ?? false,
    guessSize: initial?.guessSize ?? false,
    guessEyeColor: initial?.guessEyeColor ?? false,
    guessHairColor: initial?.guessHairColor ?? false,
    revealGender: initial?.revealGender ?? false,
    revealFirstName: initial?.revealFirstName ?? false,
  };
}

/** The input the form's valid values save: a surprise reveals no gender. */
export function predictionInputOf(values: PredictionFormValues): PredictionInput {
  const flags = Object.fromEntries(
    [...GUESS_FLAGS, 'revealFirstName'].map((flag) => [flag, Boolean(values[flag as keyof PredictionFlags])]),
  );
  return {
    ...flags,
    firstName: values.firstName.trim(),
    gender: values.gender!,
    // noon local: the day stays the same in every time zone the date is read in
    dueDate: values.dueDate!.hour(12).minute(0).second(0).millisecond(0).toISOString(),
    themeColor: values.themeColor,
    visibility: values.visibility,
    revealGender: values.gender !== 'surprise' && values.revealGender,
  };
}
