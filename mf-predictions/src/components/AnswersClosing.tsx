import { useClosePredictionMutation, useReopenPredictionMutation } from '@cigogne/graphql/predictions';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { formatDate } from '@cigogne/ui/format/date';
import { Button } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PredictionData } from '../data/routePrediction';
import { usePredictionsT } from '../i18n/usePredictionsT';

/**
 * The owner's control over answers: close them before the birth (after a confirmation), reopen them
 * while no birth is recorded. Recording the birth closes them for good. The mutations answer the
 * whole prediction, so Apollo's cache updates the page.
 */
export function AnswersClosing({ prediction }: { prediction: PredictionData }) {
  const t = usePredictionsT();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [close, closing] = useClosePredictionMutation();
  const [reopen, reopening] = useReopenPredictionMutation();
  const born = !!prediction.birth;

  const confirmClose = async () => {
    try {
      await close({ variables: { id: prediction.id } });
      setConfirming(false);
    } catch {
      // shown by the dialog's banner
    }
  };
  const doReopen = async () => {
    try {
      await reopen({ variables: { id: prediction.id } });
    } catch {
      // shown by the banner below
    }
  };

  let state: string;
  if (prediction.answersOpen) state = t('predictions.closing.open');
  else if (born) state = t('predictions.closing.closedByBirth');
  else state = t('predictions.closing.closedOn', { date: formatDate(prediction.closedAt ?? new Date().toISOString(), intl.locale) });

  return (
    <section className="cg-panel pr-section" aria-labelledby="pr-closing-title">
      <h2 id="pr-closing-title" className="pr-section-title">
        {t('predictions.closing.title')}
      </h2>
      <p className="pr-hint">{state}</p>
      <FormErrorBanner error={reopening.error} />
      {born ? null : (
        <div className="pr-actions">
          {prediction.answersOpen ? (
            <Button danger onClick={() => setConfirming(true)}>
              {t('predictions.closing.close')}
            </Button>
          ) : (
            <Button onClick={doReopen} loading={reopening.loading}>
              {t('predictions.closing.reopen')}
            </Button>
          )}
        </div>
      )}
      <Dialog
        open={confirming}
        title={t('predictions.closing.confirmTitle')}
        okText={t('predictions.closing.close')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={closing.loading}
        onOk={confirmClose}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <FormErrorBanner error={closing.error} />
        <p>{t('predictions.closing.confirmText')}</p>
      </Dialog>
    </section>
  );
}
