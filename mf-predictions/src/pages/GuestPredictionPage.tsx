import { formatDate } from '@cigogne/ui/format/date';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { AnswersClosed } from '../components/AnswersClosed';
import { AnswerSummary } from '../components/AnswerSummary';
import { AnswerWizard } from '../components/AnswerWizard';
import { predictionTitle } from '../components/predictionTitle';
import { clearAnswerCookie, readAnswerCookie, writeAnswerCookie } from '../data/answerCookie';
import { selectPrediction, useRoutePrediction, type PredictionData } from '../data/routePrediction';
import { usePredictionsT } from '../i18n/usePredictionsT';

function GuestPrediction({ prediction }: { prediction: PredictionData }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const [answerId, setAnswerId] = useState(() => readAnswerCookie(prediction.id));
  const [fresh, setFresh] = useState(false);
  const shades = themeShades(prediction.themeColor);

  const answered = (id: string) => {
    writeAnswerCookie(prediction.id, id);
    setFresh(true);
    setAnswerId(id);
  };
  const forget = useCallback(() => {
    clearAnswerCookie(prediction.id);
    setAnswerId(null);
  }, [prediction.id]);

  return (
    <div className="cg-page cg-page--narrow pr-guest">
      <header className="pr-guest__header" style={{ background: shades.strong }}>
        <h1 className="pr-guest__title">{predictionTitle(t, prediction)}</h1>
        <p className="pr-guest__due">{t('predictions.guest.dueOn', { date: formatDate(prediction.dueDate, intl.locale) })}</p>
      </header>
      <div className="cg-panel">
        {answerId ? (
          <AnswerSummary prediction={prediction} answerId={answerId} fresh={fresh} onForget={forget} />
        ) : !prediction.answersOpen ? (
          <AnswersClosed />
        ) : (
          <>
            <p className="pr-guest__intro">{t('predictions.guest.intro')}</p>
            <AnswerWizard prediction={prediction} onAnswered={answered} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * /predictions/:id, open to everyone: the answer wizard, or the summary of the answer kept in the
 * cookie, or, once answers are closed (by the owner or the birth), the closed state.
 */
export function GuestPredictionPage() {
  const query = useRoutePrediction();
  return (
    <QueryGate result={query} select={selectPrediction}>
      {(prediction) => <GuestPrediction prediction={prediction} />}
    </QueryGate>
  );
}
