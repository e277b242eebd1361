import { usePredictionAnswerQuery } from '@cigogne/graphql/predictions';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { isNotFoundError } from '@cigogne/ui/errors/appError';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { firstReveal } from '../data/answerRows';
import type { PredictionData } from '../data/routePrediction';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { AnswerDetails } from './AnswerDetails';
import { Celebration } from './Celebration';
import type { RevealStart } from './RevealDialog';

const RevealDialog = lazy(() => import(/* webpackChunkName: "pr-reveal" */ './RevealDialog').then((m) => ({ default: m.RevealDialog })));

interface Props {
  prediction: PredictionData;
  answerId: string;
  /** Just submitted (confetti), rather than a guest coming back. */
  fresh: boolean;
  /** The stored answer is unknown to the server: ask again. */
  onForget: () => void;
}

/** The guest's summary: their answers, their rank (public predictions), and the reveals the owner allows. */
export function AnswerSummary({ prediction, answerId, fresh, onForget }: Props) {
  const t = usePredictionsT();
  const { data, loading, error } = usePredictionAnswerQuery({ variables: { predictionId: prediction.id, answerId } });
  const [reveal, setReveal] = useState<RevealStart | null>(null);
  const answer = data?.predictionAnswer;
  const gone = Boolean(error && !answer && isNotFoundError(error));

  useEffect(() => {
    if (gone) onForget();
  }, [gone, onForget]);

  if (loading && !answer) return <SectionLoader rows={4} />;
  if (!answer) return <FormErrorBanner error={error} />;

  // once born, the announcement above tells the secrets: nothing is left to discover
  const offered = prediction.announcement ? null : firstReveal(prediction);
  return (
    <section className="pr-summary" aria-labelledby="pr-summary-title">
      {fresh ? <Celebration /> : null}
      <h2 id="pr-summary-title" className="pr-summary__title">
        {t(fresh ? 'predictions.summary.thanks' : 'predictions.summary.welcomeBack', { userName: answer.userName })}
      </h2>
      <p className="pr-hint">{t('predictions.summary.yourAnswers')}</p>
      {prediction.visibility === 'public' && answer.rank != null ? (
        <p className="pr-summary__rank">
          {answer.score != null
            ? t('predictions.summary.score', { score: answer.score, rank: answer.rank })
            : t('predictions.summary.rank', { rank: answer.rank })}
        </p>
      ) : null}
      <AnswerDetails answer={answer} />
      <div className="pr-actions">
        {offered ? (
          <Button type="primary" size="large" onClick={() => setReveal(offered)}>
            {t(offered === 'gender' ? 'predictions.reveal.revealGender' : 'predictions.reveal.revealFirstName')}
          </Button>
        ) : null}
      </div>
      {reveal ? (
        <Suspense fallback={null}>
          <RevealDialog
            predictionId={prediction.id}
            answerId={answer.id}
            start={reveal}
            offerFirstName={prediction.revealFirstName}
            onClose={() => setReveal(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
