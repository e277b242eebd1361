import { useRevealPredictionFirstNameMutation, useRevealPredictionGenderMutation, type Gender } from '@cigogne/graphql/predictions';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Spin } from 'antd';
import { Dialog } from '@cigogne/ui/dialogs/Dialog';
import { useEffect, useRef } from 'react';
import { usePredictionsT } from '../i18n/usePredictionsT';

export type RevealStart = 'gender' | 'firstName';

interface Props {
  predictionId: string;
  answerId: string;
  /** What the guest asked for: the gender first, or (when only that reveal is on) the first name. */
  start: RevealStart;
  /** The owner allows the first name too: offered once the gender is shown. */
  offerFirstName: boolean;
  onClose: () => void;
}

/**
 * The reveal dialog (docs/product.md#reveals): asks the server with the guest's answer id and shows the
 * result; after the gender it offers the first name when the owner enabled that reveal.
 */
export function RevealDialog({ predictionId, answerId, start, offerFirstName, onClose }: Props) {
  const t = usePredictionsT();
  const variables = { predictionId, answerId };
  const [revealGender, gender] = useRevealPredictionGenderMutation();
  const [revealFirstName, firstName] = useRevealPredictionFirstNameMutation();
  const started = useRef(false);

  useEffect(() => {
    // once per opening (StrictMode runs effects twice in development)
    if (started.current) return;
    started.current = true;
    (start === 'gender' ? revealGender({ variables }) : revealFirstName({ variables })).catch(() => {
      // shown in the dialog
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the reveal runs once, when the dialog opens
  }, []);

  const revealedGender: Gender | undefined = gender.data?.revealPredictionGender.gender;
  const revealedFirstName = firstName.data?.revealPredictionFirstName.firstName;
  const canOfferFirstName = start === 'gender' && offerFirstName && revealedGender && !firstName.called;

  return (
    <Dialog
      open
      title={t(start === 'gender' ? 'predictions.reveal.genderTitle' : 'predictions.reveal.firstNameTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
      width={440}
      centered
    >
      <div className="pr-reveal" aria-live="polite">
        <FormErrorBanner error={gender.error ?? firstName.error} />
        {gender.loading || firstName.loading ? <Spin /> : null}
        {revealedGender ? (
          <p className={`pr-reveal__result pr-reveal__result--${revealedGender}`}>{t(`predictions.reveal.gender.${revealedGender}`)}</p>
        ) : null}
        {revealedFirstName ? (
          <p className="pr-reveal__result">{t('predictions.reveal.firstName', { firstName: revealedFirstName })}</p>
        ) : null}
        {canOfferFirstName ? (
          <div className="pr-reveal__offer">
            <p>{t('predictions.reveal.offerFirstName')}</p>
            <Button type="primary" onClick={() => revealFirstName({ variables }).catch(() => undefined)}>
              {t('predictions.reveal.revealFirstName')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
