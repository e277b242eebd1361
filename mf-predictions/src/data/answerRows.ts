import { formatDate } from '@cigogne/ui/format/date';

/** An answer's guesses, as REST and GraphQL both give them. */
export interface AnswerGuesses {
  gender: string;
  firstName?: string | null;
  birthDate?: string | null;
  birthTime?: string | null;
  birthMoment?: string | null;
  weight?: number | null;
  size?: number | null;
  eyeColor?: string | null;
  hairColor?: string | null;
}

type T = (id: string, values?: Record<string, string | number>) => string;

/** One guest's guesses as label/value rows (the owner's answer list, the guest's summary, the guest page's island). */
export function answerRows(answer: AnswerGuesses, t: T, locale: string): Array<[string, string]> {
  const rows: Array<[string, string]> = [[t('predictions.answer.gender'), t(`predictions.gender.${answer.gender}`)]];
  if (answer.firstName) rows.push([t('predictions.answer.firstName'), answer.firstName]);
  if (answer.birthDate) rows.push([t('predictions.answer.birthDate'), formatDate(answer.birthDate, locale)]);
  if (answer.birthTime) rows.push([t('predictions.answer.birthTime'), answer.birthTime]);
  if (answer.birthMoment) rows.push([t('predictions.answer.birthMoment'), t(`predictions.moment.${answer.birthMoment}`)]);
  if (answer.weight != null) rows.push([t('predictions.answer.weight'), t('predictions.unit.kg', { value: answer.weight })]);
  if (answer.size != null) rows.push([t('predictions.answer.size'), t('predictions.unit.cm', { value: answer.size })]);
  if (answer.eyeColor) rows.push([t('predictions.answer.eyeColor'), t(`predictions.eye.${answer.eyeColor}`)]);
  if (answer.hairColor) rows.push([t('predictions.answer.hairColor'), t(`predictions.hair.${answer.hairColor}`)]);
  return rows;
}

/** Which reveal the summary offers first: the gender (unless a surprise), else the first name, else none. */
export function firstReveal(prediction: { revealGender: boolean; revealFirstName: boolean; gender?: string | null }) {
  if (prediction.revealGender && prediction.gender !== 'surprise') return 'gender' as const;
  return prediction.revealFirstName ? ('firstName' as const) : null;
}
