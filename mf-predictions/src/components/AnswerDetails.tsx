import type { PredictionAnswerQuery } from '@cigogne/graphql/predictions';
import { formatDate } from '@cigogne/ui/format/date';
import { useIntl } from 'react-intl';
import { usePredictionsT } from '../i18n/usePredictionsT';

type Answer = PredictionAnswerQuery['predictionAnswer'];

/** One guest's guesses as a definition list (the owner's answer list and the guest's summary). */
export function AnswerDetails({ answer }: { answer: Answer }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const rows: Array<[string, string]> = [[t('predictions.answer.gender'), t(`predictions.gender.${answer.gender}`)]];
  if (answer.firstName) rows.push([t('predictions.answer.firstName'), answer.firstName]);
  if (answer.birthDate) rows.push([t('predictions.answer.birthDate'), formatDate(answer.birthDate, intl.locale)]);
  if (answer.birthTime) rows.push([t('predictions.answer.birthTime'), answer.birthTime]);
  if (answer.birthMoment) rows.push([t('predictions.answer.birthMoment'), t(`predictions.moment.${answer.birthMoment}`)]);
  if (answer.weight != null) rows.push([t('predictions.answer.weight'), t('predictions.unit.kg', { value: answer.weight })]);
  if (answer.size != null) rows.push([t('predictions.answer.size'), t('predictions.unit.cm', { value: answer.size })]);
  if (answer.eyeColor) rows.push([t('predictions.answer.eyeColor'), t(`predictions.eye.${answer.eyeColor}`)]);
  if (answer.hairColor) rows.push([t('predictions.answer.hairColor'), t(`predictions.hair.${answer.hairColor}`)]);
  return (
    <dl className="pr-details">
      {rows.map(([label, value]) => (
        <div key={label} className="pr-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
