import { formatDate } from '@cigogne/ui/format/date';
import { joinNames } from '@cigogne/ui/format/names';
import { QueryGate } from '@cigogne/ui/query/QueryGate';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { BirthAnnouncement } from '../components/BirthAnnouncement';
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
  const announcement = prediction.announcement;

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
        {prediction.parents.length > 0 ? (
          <p className="pr-guest__parents">{t('predictions.guest.parents', joinNames(prediction.parents, intl.locale))}</p>
        ) : null}
        <p className="pr-guest__due">
          {announcement
            ? t('predictions.guest.bornOn', { gender: announcement.gender, date: formatDate(announcement.birthDate, intl.locale) })
            : t('predictions.guest.dueOn', { date: formatDate(prediction.dueDate, intl.locale) })}
        </p>
      </header>
      {announcement ? (
        <div className="cg-panel pr-guest__announce">
          <BirthAnnouncement announcement={announcement} />
        </div>
      ) : null}
      {answerId ? (
        <div className="cg-panel">
          <AnswerSummary prediction={prediction} answerId={answerId} fresh={fresh} onForget={forget} />
        </div>
      ) : announcement ? null : (
        <div className="cg-panel">
          {!prediction.answersOpen ? (
            <AnswersClosed />
          ) : (
            <>
              <p className="pr-guest__intro">{t('predictions.guest.intro')}</p>
              <AnswerWizard prediction={prediction} onAnswered={answered} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * /predictions/:id, open to everyone: the answer wizard, or the summary of the answer kept in the
 * cookie, or, once answers are closed by the owner, the closed state. Once the birth is recorded the
 * page is its announcement, above the guest's own summary when the cookie names their answer.
 */
export function GuestPredictionPage() {
  const query = useRoutePrediction();
  return (
    <QueryGate result={query} select={selectPrediction}>
      {(prediction) => <GuestPrediction prediction={prediction} />}
    </QueryGate>
  );
}
