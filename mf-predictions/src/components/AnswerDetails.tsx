import type { PredictionAnswerQuery } from '@cigogne/graphql/predictions';
import { useIntl } from 'react-intl';
import { answerRows } from '../data/answerRows';
import { usePredictionsT } from '../i18n/usePredictionsT';

type Answer = PredictionAnswerQuery['predictionAnswer'];

/** One guest's guesses as a definition list (the owner's answer list and the guest's summary). */
export function AnswerDetails({ answer }: { answer: Answer }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const rows = answerRows(answer, t as (id: string, values?: Record<string, string | number>) => string, intl.locale);
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
