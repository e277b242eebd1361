import { usePredictionsT } from '../i18n/usePredictionsT';

/** The guest page once answers are closed (by the owner or the birth): a clear word instead of the form. */
export function AnswersClosed() {
  const t = usePredictionsT();
  return (
    <div className="pr-closed" role="status">
      <h2 className="pr-closed__title">{t('predictions.guest.closedTitle')}</h2>
      <p className="pr-closed__text">{t('predictions.guest.closedText')}</p>
    </div>
  );
}
